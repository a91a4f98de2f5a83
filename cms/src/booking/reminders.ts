/**
 * Reminders of a confirmed appointment (docs/booking.md, "Reminders"): by default 48 and 3 hours
 * before it (the `appointment-reminders` global changes that). Each is a job of the durable
 * queue, due at its time (`waitUntil`), queued when the appointment is confirmed or moved. A
 * reminder decides when it is due: nothing for an appointment that is no longer confirmed, that
 * moved since (the move queued its own), or that has begun; and never twice (its message has a
 * key of its own).
 */
export const DEFAULT_REMINDER_HOURS = [48, 3] as const
/** Two weeks: the longest lead a reminder may have. */
export const REMINDER_HOURS_MAX = 336
export const SEND_REMINDER_TASK = 'send-reminder'

export type ReminderInput = {
  appointment: number
  hours: number
  /** The appointment's start the reminder was queued for (ISO). */
  at: string
}

/** The reminders still ahead of `now` for an appointment at `start`, with when each is due. */
export const remindersDue = (start: Date, hours: readonly number[], now: Date): { hours: number; due: Date }[] =>
  [...new Set(hours)]
    .filter((h) => Number.isFinite(h) && h > 0)
    .map((h) => ({ hours: h, due: new Date(start.getTime() - h * 3_600_000) }))
    .filter(({ due }) => due > now)
    .sort((a, b) => a.due.getTime() - b.due.getTime())

/** The message key of one reminder: one per appointment, lead time and start. */
export const reminderKey = ({ appointment, hours, at }: ReminderInput) =>
  `appointment-reminder:${appointment}:${hours}:${Date.parse(at)}`
