import { z } from 'zod'

import type { Module } from '../module'
import { Id, Lang } from '../../http/schemas'
import { isValidTimeZone } from '@medtour/cms/booking/slots'
import { doctorSlots } from './slots.service'

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
      return { content: await doctorSlots(payload, params.id, query) }
    },
  )
}
