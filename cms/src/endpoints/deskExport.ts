/**
 * GET /api/desk/appointments.csv (the booking desk): the panel's list, as filtered in its URL
 * (`where`, its search box's `search`, `sort`), as CSV in the staff member's language. The same exporter as the booking
 * API's GET /api/v1/appointment/export/csv (cms/src/booking/desk.ts).
 */
import { APIError, Forbidden, type Endpoint, type Where } from 'payload'

import { isDeskUser } from '../access/roles'
import { deskWhere, exportAppointments, ExportTooLarge } from '../booking/desk'
import * as clock from '../shared/clock'

export const deskExportEndpoint: Endpoint = {
  // A root endpoint: under /api/appointments/ Payload's own /:id routes come first.
  path: '/desk/appointments.csv',
  method: 'get',
  handler: async (req) => {
    if (!isDeskUser(req.user)) throw new Forbidden(req.t)
    const query = (req.query ?? {}) as { where?: Where; search?: unknown; sort?: unknown; lang?: unknown }
    const lang = query.lang === 'ar' || (query.lang !== 'en' && req.i18n?.language === 'ar') ? 'ar' : 'en'
    try {
      const { csv } = await exportAppointments(req.payload, {
        // The list's filters, and its search box (name, e-mail or phone) as the list applies it.
        where: {
          and: [
            query.where && typeof query.where === 'object' ? query.where : {},
            deskWhere({ q: typeof query.search === 'string' ? query.search : undefined }),
          ],
        },
        sort: typeof query.sort === 'string' ? query.sort : undefined,
        lang,
        user: req.user!,
      })
      const day = clock.nowIso().slice(0, 10)
      return new Response(csv, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="appointments-${day}.csv"`,
          'cache-control': 'private, no-store',
        },
      })
    } catch (err) {
      if (err instanceof ExportTooLarge) throw new APIError(err.message, 422)
      throw err
    }
  },
}
