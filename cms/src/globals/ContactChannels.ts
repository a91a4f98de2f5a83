import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { isPhone, normalizePhone } from '../shared/formats'

const validPhone = (value: string | null | undefined) =>
  !value || isPhone(value) ? true : 'Use the international form: + and the country code, e.g. +90 212 000 0100.'

const phoneField = (name: string, label: { en: string; ar: string }, description: { en: string; ar: string }) => ({
  name,
  type: 'text' as const,
  localized: true,
  label,
  validate: validPhone,
  hooks: {
    beforeChange: [({ value }: { value?: unknown }) => (typeof value === 'string' ? normalizePhone(value) : value)],
  },
  admin: { description },
})

/**
 * How a patient reaches a person (docs/booking.md, "Reaching a person"): the phone and WhatsApp
 * numbers and the hours, per language (Arabic speakers may have their own line). Shown on the
 * contact page and in the site's "Talk to us" button wherever the live chat is not available.
 */
export const ContactChannels: GlobalConfig = {
  slug: 'contact-channels',
  label: { en: 'Contact channels', ar: 'قنوات التواصل' },
  admin: {
    group: { en: 'Site', ar: 'الموقع' },
    description: {
      en: 'Each language has its own numbers: switch the content language at the top to set the Arabic ones.',
      ar: 'لكل لغة أرقامها: بدّل لغة المحتوى في الأعلى لضبط الأرقام العربية.',
    },
  },
  access: { read: anyone, update: isAdmin },
  fields: [
    phoneField(
      'phone',
      { en: 'Phone', ar: 'الهاتف' },
      { en: 'Patients call this number.', ar: 'يتصل المرضى بهذا الرقم.' },
    ),
    phoneField(
      'whatsapp',
      { en: 'WhatsApp', ar: 'واتساب' },
      { en: 'Patients write to this number on WhatsApp.', ar: 'يراسل المرضى هذا الرقم عبر واتساب.' },
    ),
    {
      name: 'hours',
      type: 'text',
      localized: true,
      label: { en: 'Opening hours', ar: 'ساعات العمل' },
      admin: {
        description: { en: 'e.g. Every day, 08:00–22:00 Istanbul time', ar: 'مثلًا: يوميًا، 08:00–22:00 بتوقيت إسطنبول' },
      },
    },
  ],
}
