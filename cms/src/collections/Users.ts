import { APIError, type CollectionConfig } from 'payload'

import { canAccessPanel } from '../access/canAccessPanel'
import { fieldAdminOnly } from '../access/fieldAdminOnly'
import { isAdmin } from '../access/isAdmin'
import { deskOrSelf, isAdminOrSelfThroughApi } from '../access/isAdminOrSelf'
import { ROLE_LABELS, ROLES } from '../access/roles'
import { accountEndpoints, endSessionsOnChange, guardAccountOperations, passwordRule } from '../auth/doors'
import { languageOf, renderMail, subjectFor } from '../email/templates'
import { env } from '../env'
import { auditHooks } from '../audit/trail'
import { syncPatientToAppointments } from './appointmentDesk'

const usersAudit = auditHooks('users')

/**
 * Patients, moderators, coordinators and admins in one auth collection. Registration happens through the
 * booking API (which applies the password and country rules); here only admins create users.
 * Every door into an account is held to the same rules (src/auth/doors.ts, docs/security.md).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'User', ar: 'مستخدم' }, plural: { en: 'Users', ar: 'المستخدمون' } },
  admin: {
    group: { en: 'Accounts', ar: 'الحسابات' },
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles', '_verified'],
  },
  auth: {
    // The signed-in user is loaded on every authenticated request: relations stay ids (the default
    // depth of 2 populated the country and specialities each time, a few ms per API call).
    depth: 0,
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: env.secureCookies },
    verify: {
      generateEmailSubject: ({ user }) => subjectFor('verify', languageOf(user)),
      generateEmailHTML: ({ token, user }) =>
        renderMail('verify', languageOf(user), token ?? '', (user as { email: string }).email),
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => subjectFor('reset', languageOf(args?.user)),
      generateEmailHTML: (args) =>
        renderMail('reset', languageOf(args?.user), args?.token ?? '', (args?.user as { email: string }).email),
    },
  },
  // No account mutations in GraphQL (login, forgot/reset password, verify, refresh, unlock,
  // create/update/delete): the panel and /api/v1 use REST, where src/auth/doors.ts guards them.
  graphQL: { disableMutations: true },
  endpoints: accountEndpoints,
  access: {
    admin: canAccessPanel,
    create: isAdmin,
    read: deskOrSelf,
    update: isAdminOrSelfThroughApi,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [guardAccountOperations],
    beforeValidate: [passwordRule],
    afterChange: [endSessionsOnChange, usersAudit.afterChange, syncPatientToAppointments],
    afterDelete: [usersAudit.afterDelete],
    beforeLogin: [
      ({ user }) => {
        if ((user as { active?: boolean }).active === false) throw new APIError('ACCOUNT_DISABLED', 403)
        return user
      },
    ],
    beforeChange: [
      ({ data, operation }) => {
        if (operation === 'create' && (!Array.isArray(data.roles) || data.roles.length === 0)) {
          data.roles = ['ROLE_USER']
        }
        return data
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', maxLength: 80 },
        { name: 'lastName', type: 'text', maxLength: 80 },
      ],
    },
    { name: 'phone', type: 'text', maxLength: 32 },
    { name: 'country', type: 'relationship', relationTo: 'countries' },
    {
      name: 'preferredLanguage',
      type: 'select',
      defaultValue: 'en',
      label: { en: 'Language of e-mails', ar: 'لغة الرسائل' },
      admin: {
        description: {
          en: "The language of the e-mails and reminders this person receives. The panel's own language is chosen in the header or on the login page.",
          ar: 'لغة الرسائل والتذكيرات التي يتلقاها هذا الشخص. أما لغة اللوحة نفسها فتُختار من الشريط العلوي أو من صفحة الدخول.',
        },
      },
      options: [
        { value: 'en', label: 'English' },
        { value: 'ar', label: 'العربية' },
      ],
    },
    { name: 'timeZone', type: 'text', maxLength: 64, admin: { description: 'IANA time zone, e.g. Asia/Riyadh.' } },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      access: { create: fieldAdminOnly, update: fieldAdminOnly },
      admin: { position: 'sidebar', description: 'An inactive account cannot sign in.' },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['ROLE_USER'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      access: { create: fieldAdminOnly, update: fieldAdminOnly },
      admin: { position: 'sidebar' },
    },
    { name: 'messages', type: 'ui', admin: { components: { Field: '/components/admin/MessagesOfDocument' } } },
    { name: 'audit', type: 'ui', admin: { components: { Field: '/components/admin/AuditOfDocument' } } },
  ],
}
