import type { Module } from '../module'
import { IdParams } from '../../http/schemas'
import { sendBytes } from '../../http/download'
import { icsFileName } from '@medtour/cms/booking/ics'
import { exportFileName } from '../../lib/pdf'
import { exportDeskCsv } from '../appointments/appointments.desk'
import { DeskExportQuery } from '../appointments/appointments.schemas'
import { appointmentIcs, detailsPdf, travelPdf } from './exports.service'
import * as clock from '@medtour/cms/shared/clock'

/** PDF and calendar exports of an appointment, in its language; owner and staff only. The desk's CSV list. */
export const exportsModule: Module = (define, payload) => {
  define(
    {
      method: 'get',
      path: '/appointment/export/csv',
      tag: 'Exports',
      summary: 'The booking desk’s list as CSV (coordinators and admins): the panel’s views and filters',
      description:
        'UTF-8 with a byte-order mark (Excel shows Arabic names), CRLF line ends, one row per appointment: ' +
        "status, the time in Istanbul and in the patient's zone (each labelled), the patient's name, e-mail, " +
        'phone, country and language, the doctor and provider, minutes, times moved, the reason given and when ' +
        'it was booked. `view` is one of the panel’s ready views (upcoming, today, week, waiting, cancelled: days ' +
        'and weeks in Istanbul); the other filters narrow it further. At most 5,000 rows (422 EXPORT_TOO_LARGE: ' +
        'narrow the dates). A text a spreadsheet would run as a formula is prefixed with an apostrophe.',
      access: 'desk',
      query: DeskExportQuery,
      produces: 'text/csv',
    },
    async ({ caller, query, res }) => {
      const { csv } = await exportDeskCsv(payload, caller!, query)
      const day = clock.nowIso().slice(0, 10)
      sendBytes(res, Buffer.from(csv, 'utf8'), 'text/csv; charset=utf-8', `appointments-${day}.csv`)
    },
  )

  define(
    {
      method: 'get',
      path: '/appointment/export/details/{id}',
      tag: 'Exports',
      summary: "The appointment's details as a PDF in its language, times in Istanbul and the patient's zone",
      access: 'user',
      params: IdParams,
      produces: 'application/pdf',
    },
    async ({ caller, params, res }) => {
      const pdf = await detailsPdf(payload, params.id, caller!)
      sendBytes(res, pdf, 'application/pdf', exportFileName('details', params.id))
    },
  )

  define(
    {
      method: 'get',
      path: '/appointment/export/travel-preferences/{id}',
      tag: 'Exports',
      summary: "The appointment's travel preferences (services survey) as a PDF in its language",
      description:
        'Package titles, field labels and choices are worded as the site shows them (CMS global travel-services), ' +
        'preference questions by their titles (preference-questions), in the appointment language; numbers as ' +
        'numbers, yes/no translated. A code the CMS does not name is printed as stored.',
      access: 'user',
      params: IdParams,
      produces: 'application/pdf',
    },
    async ({ caller, params, res }) => {
      const pdf = await travelPdf(payload, params.id, caller!)
      sendBytes(res, pdf, 'application/pdf', exportFileName('travel-preferences', params.id))
    },
  )

  define(
    {
      method: 'get',
      path: '/appointment/export/ics/{id}',
      tag: 'Exports',
      summary: 'The appointment as an .ics calendar file',
      access: 'user',
      params: IdParams,
      produces: 'text/calendar',
    },
    async ({ caller, params, res }) => {
      const ics = await appointmentIcs(payload, params.id, caller!)
      sendBytes(res, ics.body, ics.contentType, icsFileName(params.id))
    },
  )
}
