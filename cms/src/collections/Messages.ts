import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isDesk } from '../access/isStaff'
import { MESSAGE_KINDS, MESSAGE_STATES } from '../jobs/kinds'
import { resendEndpoint } from '../jobs/resend'

/**
 * The outbox: one record per e-mail the product sends, written in the same transaction as the
 * change that causes it (cms/src/jobs/outbox.ts) and delivered by the worker. Staff see each
 * message's state, tries and last error here and on the appointment or user it concerns; admins
 * re-send a failed one. Nobody edits or deletes them through the API.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: {
    singular: { en: 'E-mail message', ar: 'رسالة بريد إلكتروني' },
    plural: { en: 'E-mail messages', ar: 'رسائل البريد الإلكتروني' },
  },
  admin: {
    group: { en: 'Bookings', ar: 'الحجوزات' },
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'state', 'attempts', 'createdAt', 'sentAt'],
    description: {
      en: 'Every e-mail the portal sends: queued, sent, or failed after its tries (with the last error). Failed ones can be sent again.',
      ar: 'كل رسالة بريد إلكتروني يرسلها الموقع: في الانتظار أو مُرسلة أو فاشلة بعد محاولاتها (مع آخر خطأ). يمكن إعادة إرسال الفاشلة.',
    },
  },
  access: { read: isDesk, create: () => false, update: () => false, delete: () => false },
  endpoints: [resendEndpoint],
  fields: [
    { name: 'subject', type: 'text', admin: { readOnly: true } },
    { name: 'to', type: 'email', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: MESSAGE_KINDS.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: MESSAGE_STATES.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'resend',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/admin/ResendMessage' } },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'sentAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'messageId', type: 'text', admin: { readOnly: true } },
    { name: 'smtpResponse', type: 'text', admin: { readOnly: true } },
    {
      name: 'lang',
      type: 'select',
      defaultValue: 'en',
      label: { en: 'Language of the message', ar: 'لغة الرسالة' },
      options: [
        { value: 'en', label: 'English' },
        { value: 'ar', label: 'العربية' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', index: true, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true } },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Cause', ar: 'السبب' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { en: 'What caused it (one message per cause).', ar: 'سبب الرسالة (رسالة واحدة لكل سبب).' },
      },
    },
    // What the worker sends. Hidden: account e-mails carry one-time links, and a sent one is wiped.
    { name: 'mail', type: 'json', hidden: true },
    { name: 'sensitive', type: 'checkbox', defaultValue: false, hidden: true },
  ],
  timestamps: true,
}

/**
 * Which worker holds which job (cms/src/jobs/worker.ts), and which API process is busy
 * (`busy:<process>` rows, cms/src/jobs/busy.ts: the worker gives way while one holds). No one
 * else reads or writes these.
 */
export const JobLeases: CollectionConfig = {
  slug: 'job-leases',
  labels: { singular: { en: 'Job lease', ar: 'حجز مهمة' }, plural: { en: 'Job leases', ar: 'حجوزات المهام' } },
  admin: { hidden: true },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'job', type: 'text', required: true, unique: true },
    { name: 'worker', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
