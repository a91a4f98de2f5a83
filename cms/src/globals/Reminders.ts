import type { GlobalConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isDesk } from '../access/isStaff'
import { DEFAULT_REMINDER_HOURS, REMINDER_HOURS_MAX } from '../booking/reminders'

/**
 * When patients are reminded of a confirmed appointment (docs/booking.md, "Reminders"): admins
 * choose how many hours before it each reminder goes; staff can read it.
 */
export const Reminders: GlobalConfig = {
  slug: 'appointment-reminders',
  label: { en: 'Appointment reminders', ar: 'تذكيرات المواعيد' },
  admin: { group: { en: 'Bookings', ar: 'الحجوزات' } },
  access: { read: isDesk, update: isAdmin },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Send reminders', ar: 'إرسال التذكيرات' },
    },
    {
      name: 'hoursBefore',
      type: 'array',
      label: { en: 'Reminders', ar: 'التذكيرات' },
      labels: { singular: { en: 'Reminder', ar: 'تذكير' }, plural: { en: 'Reminders', ar: 'التذكيرات' } },
      maxRows: 5,
      defaultValue: DEFAULT_REMINDER_HOURS.map((hours) => ({ hours })),
      admin: {
        description: {
          en: 'Each reminder goes this many hours before a confirmed appointment, in the patient’s language.',
          ar: 'يُرسل كل تذكير قبل الموعد المؤكَّد بهذا العدد من الساعات، بلغة المريض.',
        },
      },
      fields: [
        {
          name: 'hours',
          type: 'number',
          required: true,
          min: 1,
          max: REMINDER_HOURS_MAX,
          label: { en: 'Hours before', ar: 'عدد الساعات قبل الموعد' },
        },
      ],
    },
  ],
}
