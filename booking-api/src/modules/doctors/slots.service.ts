/**
 * A doctor's free slots: working hours in Istanbul time cut into the doctor's slot length, minus
 * taken slots and anything sooner than the booking lead time.
 */
import type { Payload } from 'payload'

import type { Doctor } from '@medtour/cms/payload-types'
import { AppError } from '../../lib/AppError'
import { freeSlots, toDisplayTimes } from '@medtour/cms/booking/slots'
import { MAX_AHEAD_DAYS, MIN_LEAD_MINUTES } from '../appointments/appointments.service'
import { isBookable } from './doctors'
import * as clock from '@medtour/cms/shared/clock'

export type SlotQuery = { from?: string; days: number; limit: number; tz?: string; lang: 'en' | 'ar' }

export const doctorSlots = async (payload: Payload, doctorId: number, query: SlotQuery) => {
  const doctor = (await payload
    .findByID({ collection: 'doctors', id: doctorId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as Doctor | null
  if (!isBookable(doctor)) throw new AppError('NOT_FOUND', 404, 'No such doctor.')
  const now = clock.now()
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
    doctorId: doctor.id,
    slotMinutes: doctor.slotMinutes ?? 30,
    slots: slots.map((start) => ({
      start: start.toISOString(),
      times: toDisplayTimes(start, query.tz, query.lang),
    })),
  }
}
