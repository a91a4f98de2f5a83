import { z } from 'zod'

import { RESCHEDULE_MAX, RESCHEDULE_NOTICE_HOURS } from '@medtour/cms/booking/status'

import type { Module } from '../module'
import { isDesk } from '../../http/auth'
import { sendPrebuilt } from '../../http/endpoint'
import { IdParams } from '../../http/schemas'
import { AppError } from '../../lib/AppError'
import { createUserListCache } from './appointments.cache'
import {
  AppointmentDto,
  AppointmentListQuery,
  CreateAppointment,
  CreateAppointmentMultipart,
  RescheduleAppointment,
  UpdateAppointment,
} from './appointments.schemas'
import {
  createAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
  type UploadedFile,
} from './appointments.service'
import { multipart } from './upload'

const UserParams = z.object({ userId: IdParams.shape.id })

export const appointmentsModule: Module = (define, payload) => {
  const userLists = createUserListCache(payload)

  define(
    {
      method: 'post',
      path: '/appointment',
      tag: 'Appointments',
      summary: 'Book an appointment, as JSON or as multipart form data with files',
      description:
        "The server re-checks the slot: it must be a start of the doctor's working-hours slots, at least an hour " +
        'ahead and within a year. Two bookings of the same doctor and time can never both succeed (409 SLOT_TAKEN). ' +
        'Files (field `files`, up to UPLOAD_MAX_FILES of UPLOAD_MAX_FILE_MB each) are checked by their content: ' +
        'PDF, JPEG, PNG, HEIC/HEIF and DICOM; anything else is 415, too large is 413. With files, `consent` must ' +
        'be true. The appointment and its files are stored together or not at all.',
      access: 'user',
      body: CreateAppointment,
      multipart: CreateAppointmentMultipart,
      content: AppointmentDto,
      successStatus: 201,
      failures: {
        409: 'The slot was booked by someone else (SLOT_TAKEN).',
        413: 'A file is too large or there are too many (FILE_TOO_LARGE, TOO_MANY_FILES).',
        415: 'A file type is not accepted (UNSUPPORTED_FILE_TYPE).',
        422: 'No such slot, or out of range; doctor not bookable (SLOT_NOT_AVAILABLE, SLOT_OUT_OF_RANGE, DOCTOR_UNAVAILABLE).',
      },
      before: [multipart],
    },
    async ({ payload, body, caller, req }) => {
      const files = ((req.files as UploadedFile[] | undefined) ?? []).filter((f) => f.fieldname === 'files')
      return {
        status: 201,
        message: 'APPOINTMENT_BOOKED',
        content: await createAppointment(payload, caller!, body, files),
      }
    },
  )

  define(
    {
      method: 'get',
      path: '/appointment',
      tag: 'Appointments',
      summary: 'All appointments, newest first (the booking desk: coordinators and admins)',
      access: 'desk',
      query: AppointmentListQuery,
      content: z.array(AppointmentDto),
      paged: true,
    },
    async ({ payload, caller, query }) => listAppointments(payload, caller!, query),
  )

  define(
    {
      method: 'get',
      path: '/appointment/user/{userId}',
      tag: 'Appointments',
      summary: "A user's appointments (the user themself or the booking desk)",
      access: 'user',
      params: UserParams,
      query: AppointmentListQuery,
      content: z.array(AppointmentDto),
      paged: true,
    },
    async ({ caller, params, query, res }) => {
      // Others' lists are refused outright; the access rules would return an empty page anyway.
      // Checked before the cache is asked: a cached list goes only to its owner or staff.
      if (params.userId !== caller!.id && !isDesk(caller)) {
        throw new AppError('FORBIDDEN', 403, 'You can only list your own appointments.')
      }
      sendPrebuilt(res, await userLists.list(caller!, params.userId, query))
    },
  )

  define(
    {
      method: 'get',
      path: '/appointment/{id}',
      tag: 'Appointments',
      summary: "One appointment with its files, times in Istanbul and the patient's zone (owner or the booking desk)",
      access: 'user',
      params: IdParams,
      content: AppointmentDto,
    },
    async ({ payload, caller, params }) => ({ content: await getAppointment(payload, params.id, caller!) }),
  )

  define(
    {
      method: 'put',
      path: '/appointment/{id}',
      tag: 'Appointments',
      summary: 'Change fields: status, time, doctor, language, time zone, notes, travel preferences',
      description:
        'Statuses: PENDING → CONFIRMED | CANCELLED; CONFIRMED → COMPLETED | CANCELLED | NO_SHOW; CANCELLED, ' +
        'COMPLETED and NO_SHOW are final. Patients may only cancel; staff make the other transitions, and give a ' +
        '`reason` when they cancel (shown to the patient). A cancelled slot can be booked again. A new time follows ' +
        "the rules of POST /appointment/{id}/reschedule; a patient's new time for a confirmed booking makes it " +
        'PENDING again.',
      access: 'user',
      params: IdParams,
      body: UpdateAppointment,
      content: AppointmentDto,
      failures: {
        409: 'The new slot is taken (SLOT_TAKEN).',
        422:
          'Transition not allowed, appointment closed, or a move the rules refuse (INVALID_TRANSITION, ' +
          'APPOINTMENT_CLOSED, RESCHEDULE_TOO_LATE, RESCHEDULE_LIMIT, SLOT_OUT_OF_RANGE, SLOT_NOT_AVAILABLE).',
      },
    },
    async ({ payload, caller, params, body }) => ({
      message: 'APPOINTMENT_UPDATED',
      content: await updateAppointment(payload, caller!, params.id, body),
    }),
  )

  define(
    {
      method: 'post',
      path: '/appointment/{id}/reschedule',
      tag: 'Appointments',
      summary: 'Move an appointment to another free slot of the same doctor',
      description:
        `The owner (up to ${RESCHEDULE_NOTICE_HOURS} hours before the appointment, at most ${RESCHEDULE_MAX} ` +
        'times) or staff (any time). The new slot is taken and the old one freed in one write: never both ' +
        'lost, never both held; of several requests for one slot exactly one wins (409 SLOT_TAKEN for the ' +
        "others). A patient's move of a confirmed appointment waits for staff to confirm it again. The patient " +
        'gets the new time with an updated calendar file (same UID, higher SEQUENCE); staff are told when the ' +
        'patient moved it.',
      access: 'user',
      params: IdParams,
      body: RescheduleAppointment,
      content: AppointmentDto,
      failures: {
        409: 'The new slot is taken (SLOT_TAKEN).',
        422:
          'Appointment closed, too late, moved too often, or not a free slot of the doctor (APPOINTMENT_CLOSED, ' +
          'RESCHEDULE_TOO_LATE, RESCHEDULE_LIMIT, SLOT_OUT_OF_RANGE, SLOT_NOT_AVAILABLE).',
      },
    },
    async ({ payload, caller, params, body }) => ({
      message: 'APPOINTMENT_RESCHEDULED',
      content: await updateAppointment(payload, caller!, params.id, { appointmentDate: body.appointmentDate }),
    }),
  )
}
