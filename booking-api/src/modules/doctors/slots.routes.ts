import { z } from 'zod'

import type { Module } from '../module'
import type { Doctor } from '@medtour/cms/payload-types'
import { Id, Lang } from '../../http/schemas'
import { AppError } from '../../lib/AppError'
import { freeSlots, isValidTimeZone, toDisplayTimes } from '../../lib/slots'
import { MAX_AHEAD_DAYS, MIN_LEAD_MINUTES } from '../appointments/appointments.service'

const SlotQuery = z.object({
  from: z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time.' }).optional(),
  days: z.coerce.number({ error: 'Must be a number.' }).int().min(1).max(62).default(14),
  limit: z.coerce.number({ error: 'Must be a number.' }).int().min(1).max(500).default(200),
  tz: z
    .string()
    .max(64)
    .refine((s) => isValidTimeZone(s), 'Must be an IANA time zone.')
    .optional(),
  lang: Lang.default('en'),
})

const Slot = z.object({
  start: z.string(),
  times: z.object({ utc: z.string(), istanbul: z.string(), patient: z.string(), patientTimeZone: z.string() }),
})

/**
 * A doctor's free slots (not in the spec's table; the booking form needs them): working hours
 * in Istanbul time cut into the doctor's slot length, minus taken slots and anything sooner than
 * the booking lead time.
 */
export const doctorSlotsModule: Module = (define, payload) => {
  define(
    {
      method: 'get',
      path: '/doctor/{id}/slots',
      tag: 'Doctors',
      summary: "A doctor's free slots, in UTC with Istanbul and the patient's wall-clock times",
      access: 'public',
      params: z.object({ id: Id }),
      query: SlotQuery,
      content: z.object({ doctorId: z.number(), slotMinutes: z.number(), slots: z.array(Slot) }),
    },
    async ({ params, query }) => {
      const doctor = (await payload
        .findByID({ collection: 'doctors', id: params.id, depth: 0, overrideAccess: true, disableErrors: true })
        .catch(() => null)) as Doctor | null
      if (!doctor || doctor.active === false) throw new AppError('NOT_FOUND', 404, 'No such doctor.')
      const now = new Date()
      const earliest = new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000)
      const from = query.from && new Date(query.from) > earliest ? new Date(query.from) : earliest
      const latest = new Date(now.getTime() + MAX_AHEAD_DAYS * 86_400_000)
      const to = new Date(Math.min(from.getTime() + query.days * 86_400_000, latest.getTime()))
      const taken = await payload.find({
        collection: 'appointments',
        where: {
          and: [
            { doctor: { equals: doctor.id } },
            { appointmentDate: { greater_than_equal: from.toISOString() } },
            { appointmentDate: { less_than: to.toISOString() } },
            { status: { not_equals: 'CANCELLED' } },
          ],
        },
        select: { appointmentDate: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const booked = new Set(taken.docs.map((d) => new Date(d.appointmentDate as string).getTime()))
      const slots = freeSlots(
        { workingHours: doctor.workingHours, slotMinutes: doctor.slotMinutes },
        { from, to, booked, now, minLeadMinutes: MIN_LEAD_MINUTES, limit: query.limit },
      )
      return {
        content: {
          doctorId: doctor.id,
          slotMinutes: doctor.slotMinutes ?? 30,
          slots: slots.map((start) => ({
            start: start.toISOString(),
            times: toDisplayTimes(start, query.tz, query.lang),
          })),
        },
      }
    },
  )
}
