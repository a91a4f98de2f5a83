/**
 * The desk's CSV export through /api/v1: the query as the desk's filters (a ready view, then the
 * filters given), read with the caller's rights, rendered by the one exporter the panel uses too.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import { deskView, deskWhere, exportAppointments, ExportTooLarge, type DeskFilters } from '@medtour/cms/booking/desk'
import type { Caller } from '../../http/caller'
import { AppError } from '../../lib/AppError'
import type { DeskExportQuery } from './appointments.schemas'
import * as clock from '@medtour/cms/shared/clock'

export const exportDeskCsv = async (
  payload: Payload,
  caller: Caller,
  query: z.infer<typeof DeskExportQuery>,
  now = clock.now(),
) => {
  const view = query.view ? deskView(query.view, now) : null
  const filters: DeskFilters = { ...view?.filters }
  if (query.status) filters.status = query.status
  if (query.from) filters.from = query.from.toISOString()
  if (query.to) filters.to = query.to.toISOString()
  if (query.doctorId) filters.doctor = query.doctorId
  if (query.providerId) filters.provider = query.providerId
  if (query.q) filters.q = query.q
  if (query.country) {
    const found = await payload.find({
      collection: 'countries',
      where: { isoCode: { equals: query.country } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    // An unknown country matches no patient: an empty list, not an error.
    filters.country = (found.docs[0]?.id as number | undefined) ?? -1
  }
  try {
    return await exportAppointments(payload, {
      where: deskWhere(filters),
      sort: view?.sort ?? 'appointmentDate',
      lang: query.lang,
      user: caller,
    })
  } catch (err) {
    if (err instanceof ExportTooLarge) {
      throw new AppError('EXPORT_TOO_LARGE', 422, err.message, [{ field: 'from', defaultMessage: err.message }])
    }
    throw err
  }
}
