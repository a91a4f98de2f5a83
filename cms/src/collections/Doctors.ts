import type { CollectionConfig, Field } from 'payload'

import { fieldAdminOnly } from '../access/fieldAdminOnly'
import { isEditor } from '../access/isStaff'
import { referenceAccess } from '../access/presets'
import { altFromDocument } from '../content/altText'
import { activeField } from '../fields/active'
import { slugField } from '../fields/slug'
import { syncProviderToAppointments } from './appointmentDesk'

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
const validTime = (value: string | null | undefined) =>
  !value || HHMM.test(value) ? true : 'Use 24-hour HH:mm, e.g. 09:00.'

/** The currencies a consultation price is given in. */
export const CONSULTATION_CURRENCIES = ['EUR', 'USD', 'GBP', 'TRY'] as const

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * What an admin alone changes: who the doctor works for, when and how long they see patients, the
 * price, the address and whether they take bookings. Marketing edits the rest, the public profile.
 */
const bookingData = <F extends Exclude<Field, { type: 'ui' }>>(field: F): F => ({
  ...field,
  access: { ...field.access, update: fieldAdminOnly },
})

/**
 * Doctors patients can find and book. Working hours are Istanbul local time. Drafted like other
 * content (cms/src/content/publishing.ts): booking reads the published doctor, so a draft of the
 * profile — or of the hours — changes nothing for patients until it is published.
 */
export const Doctors: CollectionConfig = {
  slug: 'doctors',
  labels: { singular: { en: 'Doctor', ar: 'طبيب' }, plural: { en: 'Doctors', ar: 'الأطباء' } },
  admin: {
    group: { en: 'Reference data', ar: 'البيانات المرجعية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'speciality', 'provider', 'active'],
  },
  // Admins create and remove doctors; editors (marketing) edit the profile of existing ones.
  access: { ...referenceAccess, update: isEditor },
  hooks: { afterChange: [syncProviderToAppointments] },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'title', type: 'text', localized: true, admin: { description: 'e.g. Prof. Dr., Op. Dr.' } },
    bookingData({ name: 'speciality', type: 'relationship', relationTo: 'specialities', required: true, index: true }),
    bookingData({ name: 'provider', type: 'relationship', relationTo: 'providers', required: true, index: true }),
    bookingData({ name: 'facility', type: 'relationship', relationTo: 'facilities', index: true }),
    { name: 'bio', type: 'textarea', localized: true },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      // The site writes the portrait's description from the doctor's name, in the reader's language.
      custom: altFromDocument,
      admin: {
        description: {
          en: 'The site describes the photo as “Photo of” the doctor’s name, in the reader’s language.',
          ar: 'يصف الموقع الصورة بعبارة «صورة» واسم الطبيب، بلغة القارئ.',
        },
      },
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: [
        { value: 'en', label: 'English' },
        { value: 'ar', label: 'العربية' },
        { value: 'tr', label: 'Türkçe' },
        { value: 'ru', label: 'Русский' },
        { value: 'de', label: 'Deutsch' },
        { value: 'fr', label: 'Français' },
      ],
    },
    { name: 'yearsOfExperience', type: 'number', min: 0 },
    bookingData({
      // One price for every language: the site writes it in the reader's language and digits.
      name: 'consultationFee',
      type: 'group',
      label: { en: 'Consultation price', ar: 'سعر الاستشارة' },
      admin: {
        description: {
          en: 'The price of a first consultation. Leave the amount empty to show “Price on request”.',
          ar: 'سعر الاستشارة الأولى. اترك المبلغ فارغًا ليظهر «السعر عند الطلب».',
        },
      },
      fields: [
        { name: 'amount', type: 'number', min: 0, label: { en: 'Amount', ar: 'المبلغ' } },
        {
          name: 'currency',
          type: 'select',
          defaultValue: 'EUR',
          options: [...CONSULTATION_CURRENCIES],
          label: { en: 'Currency', ar: 'العملة' },
        },
      ],
    }),
    bookingData({
      name: 'slotMinutes',
      type: 'number',
      defaultValue: 30,
      min: 10,
      max: 240,
      admin: { description: 'Length of one bookable appointment slot.' },
    }),
    bookingData({
      name: 'workingHours',
      type: 'array',
      admin: { description: 'Weekly consultation hours, Istanbul time.' },
      fields: [
        { name: 'day', type: 'select', required: true, options: [...WEEKDAYS] },
        {
          type: 'row',
          fields: [
            { name: 'start', type: 'text', required: true, validate: validTime },
            { name: 'end', type: 'text', required: true, validate: validTime },
          ],
        },
      ],
    }),
    bookingData(slugField()),
    bookingData(activeField()),
  ],
}
