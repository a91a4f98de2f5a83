import type { Module } from '../module'
import { IdParams } from '../../http/schemas'
import { contentDisposition } from '../../lib/files'
import { icsFileName } from '@medtour/cms/booking/ics'
import { exportFileName } from '../../lib/pdf'
import { appointmentIcs, detailsPdf, travelPdf } from './exports.service'

/** PDF and calendar exports of an appointment, in its language; owner and staff only. */
export const exportsModule: Module = (define, payload) => {
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
      send(res, pdf, 'application/pdf', exportFileName('details', params.id))
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
      send(res, pdf, 'application/pdf', exportFileName('travel-preferences', params.id))
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
      send(res, ics.body, ics.contentType, icsFileName(params.id))
    },
  )
}

const send = (res: import('express').Response, body: Buffer, type: string, fileName: string) => {
  res.status(200)
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', String(body.length))
  res.setHeader('Content-Disposition', contentDisposition(fileName, 'attachment'))
  res.setHeader('Cache-Control', 'private, no-store')
  res.end(body)
}
