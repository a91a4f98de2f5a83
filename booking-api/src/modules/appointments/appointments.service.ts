/**
 * Appointments: booking with the slot re-checked on the server, files saved with the booking
 * or not at all, reads and changes limited by the collection's access rules (the caller is
 * passed to Payload with overrideAccess false), and the status machine of cms/src/booking.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Appointment, Attachment, Doctor } from '@medtour/cms/payload-types'
import {
  CLOSED_STATUSES,
  TRANSITIONS,
  rescheduleProblem,
  transitionProblem,
  type AppointmentStatus,
} from '@medtour/cms/booking/status'
import { fieldsInForce, surveyProblems } from '@medtour/cms/booking/survey'
import { isDesk, type Caller } from '../../http/auth'
import { config } from '../../config'
import { AppError } from '../../lib/AppError'
import { databaseError } from '../../lib/databaseError'
import { safeFileName } from '../../lib/files'
import { removeFiles, sweepOrphanFiles } from '../../lib/orphanFiles'
import { isSlotStart } from '@medtour/cms/booking/slots'
import { isDatabaseDown } from '../../middleware/errors'
import { commitUncertain, withTransaction } from '@medtour/cms/transaction'
import { idOf, toDto } from './appointments.dto'
import { checkFiles, type UploadedFile } from './appointments.files'
import { bookingMailContext, bookingMails, type BookingMailContext } from './appointments.notify'
import { appointmentRecords, insertAppointment, type NewAppointment } from '@medtour/cms/booking/newAppointment'
import { enqueueMails, mailRecords } from '@medtour/cms/jobs/outbox'
import { RowsChanged, writeAtOnce, writesAtOnce } from '@medtour/cms/rowsAtOnce'
import { isPublished } from '../doctors/doctors'
import { bookingStamps, lastSeenStamps, readUnlessChanged, type Stamps } from '../../lib/unchangedRecords'
import { findAppointment, getAppointment } from './appointments.read'
import * as clock from '@medtour/cms/shared/clock'

export { toDto, type AppointmentDto } from './appointments.dto'
export { getAppointment, listAppointments, loadForExport } from './appointments.read'
export { checkFiles, type UploadedFile } from './appointments.files'

/** How soon a slot may start (minutes from now) and how far ahead one may book (days). */
export const MIN_LEAD_MINUTES = 60
export const MAX_AHEAD_DAYS = 366

/**
 * Loads an active doctor (its words in `lang`, the language of the appointment) and checks that
 * `date` is one of their free-able slots. `stamps`: the records' stamps, read ahead.
 */
const assertBookable = async (
  payload: Payload,
  doctorId: number,
  date: Date,
  lang?: 'en' | 'ar',
  stamps?: Stamps,
): Promise<Doctor> => {
  const doctor = await readUnlessChanged(
    payload,
    'doctors',
    doctorId,
    lang ?? 'default',
    () =>
      payload
        .findByID({
          collection: 'doctors',
          id: doctorId,
          depth: 0,
          locale: lang,
          overrideAccess: true,
          disableErrors: true,
        })
        .catch((err: unknown) => {
          if (isDatabaseDown(err)) throw err
          return null
        }) as Promise<Doctor | null>,
    stamps,
  )
  if (!isPublished(doctor)) {
    throw new AppError('DOCTOR_NOT_FOUND', 404, 'No such doctor.', [
      { field: 'doctorId', defaultMessage: 'No such doctor.' },
    ])
  }
  if (doctor.active === false) {
    throw new AppError('DOCTOR_UNAVAILABLE', 422, 'This doctor takes no bookings.', [
      { field: 'doctorId', defaultMessage: 'This doctor takes no bookings.' },
    ])
  }
  const now = clock.nowMs()
  if (date.getTime() < now + MIN_LEAD_MINUTES * 60_000 || date.getTime() > now + MAX_AHEAD_DAYS * 86_400_000) {
    throw new AppError('SLOT_OUT_OF_RANGE', 422, 'The time is too soon or too far ahead.', [
      {
        field: 'appointmentDate',
        defaultMessage: `Choose a time at least ${MIN_LEAD_MINUTES} minutes from now and within ${MAX_AHEAD_DAYS} days.`,
      },
    ])
  }
  if (!isSlotStart({ workingHours: doctor.workingHours, slotMinutes: doctor.slotMinutes }, date)) {
    throw new AppError('SLOT_NOT_AVAILABLE', 422, 'The doctor has no slot at that time.', [
      { field: 'appointmentDate', defaultMessage: 'The doctor has no slot at that time.' },
    ])
  }
  return doctor
}

const slotTaken = () =>
  new AppError('SLOT_TAKEN', 409, 'This time has just been booked. Choose another one.', [
    { field: 'appointmentDate', defaultMessage: 'This time has just been booked. Choose another one.' },
  ])

/** True for the database's unique-index refusal of a second booking of the same slot. */
const isSlotConflict = (err: unknown): boolean => {
  const e = err as { name?: string; data?: { errors?: { path?: string }[] }; message?: string; cause?: unknown }
  if (e?.name === 'ValidationError' && e.data?.errors?.some((x) => x.path === 'slotKey')) return true
  // Not a bare "slot_key": a failed query's message quotes its SQL, which names the column.
  const text = `${e?.message ?? ''} ${String((e?.cause as { message?: string })?.message ?? '')}`
  return /UNIQUE constraint failed: appointments\.slot_key|unique constraint "appointments_slot_key_idx"/i.test(text)
}

export type CreateInput = {
  userId?: number
  doctorId: number
  appointmentDate: Date
  status?: AppointmentStatus
  lang: 'en' | 'ar'
  patientTimeZone?: string
  notes?: string
  consent?: boolean
}

/**
 * A booking without files, written at once (@medtour/cms/rowsAtOnce): the appointment, its audit
 * entry, its two e-mails and their job — on PostgreSQL one statement (its ids taken ahead),
 * instead of a transaction of nine round trips; on SQLite prepared inserts in a transaction,
 * none built by Drizzle. A booking on stamps last seen has the write check them. Null when the
 * booking goes the transaction's way: one created confirmed (its reminders), or a database
 * without it.
 */
const bookAtOnce = async (
  payload: Payload,
  caller: Caller,
  record: NewAppointment,
  context: BookingMailContext,
  stamps: Stamps,
) => {
  const withId = writesAtOnce(payload) ? appointmentRecords(payload, caller, record, context.desk) : null
  if (!withId) return null
  // Stamps last seen are checked by the write; stamps read for this booking, as ever, are not.
  const unchanged = stamps.guessed
    ? [...stamps.used.values()].map(({ table, id, stamp }) => ({ collection: table, id, updatedAt: stamp }))
    : []
  // The appointment's id and its e-mails' (bookingMails: the confirmation and staff's notice).
  return writeAtOnce(
    payload,
    ['appointments', 'messages', 'messages'],
    ([id, ...mailIds]) => {
      const built = withId(id!)
      return {
        result: built.doc,
        records: [...built.records, ...mailRecords(bookingMails(built.doc, context, 0), mailIds)],
      }
    },
    unchanged,
  )
}

/**
 * A booking on the records' stamps last seen (`lastSeenStamps`: no query before the write, which
 * checks them), or, when they are not all known or one changed since, on stamps read now.
 */
export const createAppointment = async (
  payload: Payload,
  caller: Caller,
  input: CreateInput,
  files: UploadedFile[],
) => {
  const userId = input.userId ?? caller.id
  const guessed = files.length ? null : lastSeenStamps(input.doctorId, userId)
  if (guessed) {
    try {
      return await book(payload, caller, input, files, guessed)
    } catch (err) {
      // A row changed since (the write's check), or a refusal decided on the kept records (no
      // such doctor, not bookable, no such slot), which may be older than the row: ask again.
      const decidedOnKept = err instanceof AppError && (err.status === 404 || err.status === 422)
      if (!(err instanceof RowsChanged) && !decidedOnKept) throw err
    }
  }
  return book(payload, caller, input, files, await bookingStamps(payload, input.doctorId, userId))
}

const book = async (payload: Payload, caller: Caller, input: CreateInput, files: UploadedFile[], stamps: Stamps) => {
  const staff = isDesk(caller)
  const userId = input.userId ?? caller.id
  if (userId !== caller.id && !staff) throw new AppError('FORBIDDEN', 403, 'You can only book for yourself.')
  const status = input.status ?? 'PENDING'
  if (status !== 'PENDING' && !(staff && status === 'CONFIRMED')) {
    throw new AppError('INVALID_STATUS', 422, 'A new booking starts as PENDING.', [
      { field: 'status', defaultMessage: staff ? 'Must be PENDING or CONFIRMED.' : 'Must be PENDING.' },
    ])
  }
  if (files.length > 0 && input.consent !== true) {
    throw new AppError('CONSENT_REQUIRED', 400, 'Consent to processing health data is required.', [
      { field: 'consent', defaultMessage: 'Required' },
    ])
  }
  const checked = await checkFiles(files)
  // The answer shows the doctor in the booking's language, as GET /appointment/{id} does.
  const doctor = await assertBookable(payload, input.doctorId, input.appointmentDate, input.lang, stamps)
  if (userId !== caller.id) {
    const exists = await payload.count({ collection: 'users', where: { id: { equals: userId } }, overrideAccess: true })
    if (exists.totalDocs === 0) {
      throw new AppError('USER_NOT_FOUND', 404, 'No such user.', [{ field: 'userId', defaultMessage: 'No such user.' }])
    }
  }

  // Stored under names of their own, so a failed booking knows which files to remove and two
  // bookings of a "report.pdf" at once never write to the same file.
  const uploads = checked.map(({ file, mime, ext }) => {
    const name = safeFileName(file.originalname, ext)
    return { file, mime, name, storedName: `${randomUUID().slice(0, 8)}-${name}` }
  })

  const mailContext = await bookingMailContext(payload, { userId, doctor, lang: input.lang, stamps })
  const record: NewAppointment = {
    user: userId,
    doctor: doctor.id,
    appointmentDate: input.appointmentDate.toISOString(),
    durationMinutes: doctor.slotMinutes ?? 30,
    status,
    lang: input.lang,
    patientTimeZone: input.patientTimeZone ?? caller.timeZone ?? null,
    notes: input.notes ?? null,
    consentAt: input.consent ? clock.nowIso() : null,
  }

  // The appointment, its attachment records and its e-mails (the outbox) are committed together
  // or not at all; files
  // written for a booking that was not committed are removed here or, after a crash, by the sweep.
  let result: { appointment: Appointment; stored: Attachment[] }
  try {
    const atOnce = uploads.length ? null : await bookAtOnce(payload, caller, record, mailContext, stamps)
    // Only a write that checks them may rely on stamps last seen.
    if (!atOnce && stamps.guessed) throw new RowsChanged()
    result = atOnce
      ? { appointment: atOnce, stored: [] }
      : await withTransaction(payload, async (req) => {
          // Who may book for whom, the values and the doctor are checked above (newAppointment.ts).
          const appointment = await insertAppointment(payload, req, caller, record, mailContext.desk)
          const stored: Attachment[] = []
          for (const { file, mime, name, storedName } of uploads) {
            stored.push(
              (await payload.create({
                collection: 'attachments',
                data: { owner: userId, appointment: appointment.id, originalName: name },
                file: { data: file.buffer, mimetype: mime, name: storedName, size: file.size },
                depth: 0,
                user: caller,
                overrideAccess: false,
                req,
              })) as Attachment,
            )
          }
          await enqueueMails(payload, req, bookingMails(appointment, mailContext, stored.length))
          return { appointment, stored }
        })
  } catch (err) {
    if (uploads.length) {
      // After a failed COMMIT the records may exist after all: the sweep decides once it can ask.
      if (!commitUncertain(err))
        await removeFiles(
          payload,
          uploads.map((u) => u.storedName),
        )
      void sweepOrphanFiles(payload, config.orphanFileGraceSeconds * 1000)
    }
    if (isSlotConflict(err)) throw slotTaken()
    // Payload reports a failed filename look-up as a problem with the file.
    if ((err as { name?: string })?.name === 'FileUploadError') throw (await databaseError(payload)) ?? err
    throw err
  }

  const { appointment, stored } = result
  return toDto(appointment, { doctor, attachments: stored }, staff)
}

export type UpdateInput = {
  status?: AppointmentStatus
  /** Why the status changes (shown to the patient); required when staff cancel. */
  reason?: string | null
  doctorId?: number
  appointmentDate?: Date
  lang?: 'en' | 'ar'
  patientTimeZone?: string | null
  notes?: string | null
  travelPreferences?: Record<string, unknown>
}

export const updateAppointment = async (payload: Payload, caller: Caller, id: number, input: UpdateInput) => {
  const staff = isDesk(caller)
  const current = await findAppointment(payload, id, caller)
  const from = current.status as AppointmentStatus
  const data: Record<string, unknown> = {}

  const changesOtherThanNotes = Object.keys(input).some((k) => k !== 'notes' && k !== 'status')
  if (CLOSED_STATUSES.includes(from) && (changesOtherThanNotes || (input.status && input.status !== from))) {
    throw new AppError('APPOINTMENT_CLOSED', 422, `The appointment is ${from} and can no longer change.`)
  }

  if (input.status && input.status !== from) {
    // The workflow's one rule (the collection's hook holds it too, for the panel and the Local API).
    const problem = transitionProblem(from, input.status, { byStaff: staff, reason: input.reason })
    if (problem?.code === 'FORBIDDEN') throw new AppError('FORBIDDEN', 403, problem.message)
    if (problem?.code === 'INVALID_TRANSITION') {
      throw new AppError('INVALID_TRANSITION', 422, `${from} cannot become ${input.status}.`, [
        { field: 'status', defaultMessage: `Allowed: ${TRANSITIONS[from].join(', ') || 'none'}.` },
      ])
    }
    if (problem?.code === 'REASON_REQUIRED') {
      throw new AppError('VALIDATION_FAILED', 400, problem.message, [
        { field: 'reason', defaultMessage: problem.message },
      ])
    }
    data.status = input.status
    data.statusReason = input.reason?.trim() || null
  }

  const rescheduling =
    (input.doctorId !== undefined && input.doctorId !== idOf(current.doctor as never)) ||
    (input.appointmentDate !== undefined &&
      input.appointmentDate.getTime() !== new Date(current.appointmentDate).getTime())
  if (rescheduling) {
    // A patient gives notice and moves one booking a few times at most (staff: any time).
    const problem = rescheduleProblem({
      status: from,
      start: new Date(current.appointmentDate),
      count: current.rescheduleCount ?? 0,
      byStaff: staff,
    })
    if (problem) {
      throw new AppError(problem.code, 422, problem.message, [
        { field: 'appointmentDate', defaultMessage: problem.message },
      ])
    }
    const doctorId = input.doctorId ?? idOf(current.doctor as never)!
    const date = input.appointmentDate ?? new Date(current.appointmentDate)
    const doctor = await assertBookable(payload, doctorId, date)
    data.doctor = doctorId
    data.appointmentDate = date.toISOString()
    data.durationMinutes = doctor.slotMinutes ?? 30
    // A patient's new time needs confirming again.
    if (!staff && (data.status ?? from) === 'CONFIRMED') data.status = 'PENDING'
  }
  if (input.lang) data.lang = input.lang
  if (input.patientTimeZone !== undefined) data.patientTimeZone = input.patientTimeZone
  if (input.notes !== undefined) data.notes = input.notes
  if (input.travelPreferences) {
    const survey = { ...(current.travelPreferences ?? {}), ...input.travelPreferences }
    // The survey as a whole (the stored answers with the changed ones) holds the site's rules,
    // with the bounds the editors set in the travel-services global.
    const settings = await payload.findGlobal({ slug: 'travel-services', depth: 0 })
    const problems = surveyProblems(survey, fieldsInForce(settings.packages))
    if (problems.length) {
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'The services survey breaks its rules.',
        problems.map((p) => ({ field: `travelPreferences.${p.field}`, defaultMessage: p.message })),
      )
    }
    data.travelPreferences = { ...survey, submittedAt: clock.nowIso() }
  }

  try {
    // The change and the e-mails it causes (the collection's hook queues them) commit together.
    await withTransaction(payload, (req) =>
      payload.update({
        collection: 'appointments',
        id,
        data,
        depth: 0,
        user: caller,
        overrideAccess: false,
        req,
      }),
    )
  } catch (err) {
    if (isSlotConflict(err)) {
      throw slotTaken()
    }
    throw err
  }
  return getAppointment(payload, id, caller)
}
