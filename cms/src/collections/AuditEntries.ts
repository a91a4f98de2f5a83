import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { hasRole, ROLE_LABELS, ROLES } from '../access/roles'
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditTarget } from '../audit/trail'

const TARGET_LABELS: Record<AuditTarget, { en: string; ar: string }> = {
  appointments: { en: 'Appointment', ar: 'موعد' },
  users: { en: 'Account', ar: 'حساب' },
  pages: { en: 'Page', ar: 'صفحة' },
  providers: { en: 'Health provider', ar: 'مقدم رعاية صحية' },
  reviews: { en: 'Review', ar: 'تقييم' },
  faqs: { en: 'FAQ', ar: 'سؤال شائع' },
  'preference-questions': { en: 'Preference question', ar: 'سؤال تفضيل' },
  doctors: { en: 'Doctor', ar: 'طبيب' },
  navigation: { en: 'Navigation', ar: 'القائمة' },
  footer: { en: 'Footer', ar: 'تذييل الصفحة' },
  'social-links': { en: 'Social links', ar: 'روابط التواصل' },
  'travel-services': { en: 'Travel services', ar: 'خدمات السفر' },
}

const never = () => false

/**
 * The audit trail (cms/src/audit/trail.ts): one entry per change of an appointment or of an
 * account's roles, active flag or e-mail: who, when, what, from → to. Admins read it; nobody
 * writes, edits or deletes an entry through any door (the hooks write them in the change's
 * transaction).
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: {
    singular: { en: 'Audit entry', ar: 'سجل تدقيق' },
    plural: { en: 'Audit trail', ar: 'سجل التدقيق' },
  },
  admin: {
    group: { en: 'Accounts', ar: 'الحسابات' },
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'targetCollection', 'docId', 'action', 'summary', 'actorEmail'],
    hidden: ({ user }) => !hasRole(user, 'ROLE_ADMIN'),
    description: {
      en: 'Who changed what and when: appointments; accounts’ roles, active flag and e-mail; and the site’s content when it is created, published, unpublished or deleted. Entries cannot be changed.',
      ar: 'من غيّر ماذا ومتى: المواعيد؛ وأدوار الحسابات وحالة التفعيل والبريد الإلكتروني؛ ومحتوى الموقع عند إنشائه أو نشره أو إلغاء نشره أو حذفه. لا يمكن تعديل السجلات.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: never, update: never, delete: never },
  fields: [
    {
      name: 'targetCollection',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Record type', ar: 'نوع السجل' },
      options: AUDIT_TARGETS.map((value) => ({ value, label: TARGET_LABELS[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'docId',
      type: 'number',
      required: true,
      index: true,
      label: { en: 'Record id', ar: 'رقم السجل' },
      admin: {
        readOnly: true,
        description: {
          en: 'A global (menu, footer…) has one record: 0.',
          ar: 'للإعدادات العامة (القائمة، التذييل…) سجل واحد: 0.',
        },
      },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { en: 'Action', ar: 'الإجراء' },
      options: AUDIT_ACTIONS.map((value) => ({
        value,
        label: {
          create: { en: 'Created', ar: 'إنشاء' },
          update: { en: 'Changed', ar: 'تعديل' },
          delete: { en: 'Deleted', ar: 'حذف' },
          publish: { en: 'Published', ar: 'نشر' },
          unpublish: { en: 'Unpublished', ar: 'إلغاء النشر' },
        }[value],
      })),
      admin: { readOnly: true },
    },
    { name: 'summary', type: 'text', label: { en: 'What changed', ar: 'ما الذي تغيّر' }, admin: { readOnly: true } },
    {
      name: 'changes',
      type: 'json',
      label: { en: 'Changes (field, from, to)', ar: 'التغييرات (الحقل، من، إلى)' },
      admin: { readOnly: true },
    },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'By', ar: 'بواسطة' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'actorEmail',
      type: 'text',
      label: { en: 'By (e-mail)', ar: 'بواسطة (البريد)' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'actorRole',
      type: 'select',
      label: { en: 'Role', ar: 'الدور' },
      options: [
        ...ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
        { value: 'system', label: { en: 'System', ar: 'النظام' } },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  timestamps: true,
}
