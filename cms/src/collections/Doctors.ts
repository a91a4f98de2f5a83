import type { CollectionConfig } from 'payload'

import { referenceAccess } from '../access/presets'
import { activeField } from '../fields/active'
import { slugField } from '../fields/slug'
import { syncProviderToAppointments } from './appointmentDesk'

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
const validTime = (value: string | null | undefined) =>
  !value || HHMM.test(value) ? true : 'Use 24-hour HH:mm, e.g. 09:00.'

/** The currencies a consultation price is given in. */
export const CONSULTATION_CURRENCIES = ['EUR', 'USD', 'GBP', 'TRY'] as const

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** Doctors patients can find and book. Working hours are Istanbul local time. */
export const Doctors: CollectionConfig = {
  slug: 'doctors',
  labels: { singular: { en: 'Doctor', ar: 'طبيب' }, plural: { en: 'Doctors', ar: 'الأطباء' } },
  admin: {
    group: { en: 'Reference data', ar: 'البيانات المرجعية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'speciality', 'provider', 'active'],
  },
  access: referenceAccess,
  hooks: { afterChange: [syncProviderToAppointments] },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'title', type: 'text', localized: true, admin: { description: 'e.g. Prof. Dr., Op. Dr.' } },
    { name: 'speciality', type: 'relationship', relationTo: 'specialities', required: true, index: true },
    { name: 'provider', type: 'relationship', relationTo: 'providers', required: true, index: true },
    { name: 'facility', type: 'relationship', relationTo: 'facilities', index: true },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
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
    {
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
    },
    {
      name: 'slotMinutes',
      type: 'number',
      defaultValue: 30,
      min: 10,
      max: 240,
      admin: { description: 'Length of one bookable appointment slot.' },
    },
    {
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
    },
    slugField(),
    activeField(),
  ],
}
