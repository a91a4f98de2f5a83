/**
 * The roles of the portal (docs/content-model.md, "Roles"). A user may hold several; ROLE_USER is
 * every patient's. The spec's three (user, moderator, admin) and the booking desk's coordinator:
 * - ROLE_MODERATOR: marketing. Edits content and the site's globals; sees no health data.
 * - ROLE_COORDINATOR: the booking desk. Works appointments, reads patients' contact details,
 *   files, survey answers and the e-mails sent to them; edits no content.
 * - ROLE_ADMIN: everything.
 */
export const ROLES = ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_COORDINATOR', 'ROLE_ADMIN'] as const
export type Role = (typeof ROLES)[number]

/** The roles as the panel names them. */
export const ROLE_LABELS: Record<Role, { en: string; ar: string }> = {
  ROLE_USER: { en: 'Patient', ar: 'مريض' },
  ROLE_MODERATOR: { en: 'Marketing (content)', ar: 'التسويق (المحتوى)' },
  ROLE_COORDINATOR: { en: 'Coordinator (bookings)', ar: 'منسّق (الحجوزات)' },
  ROLE_ADMIN: { en: 'Administrator', ar: 'مسؤول' },
}

type MaybeUser = object | null | undefined

/**
 * The signed-in user when the account is active; null for anonymous callers and disabled
 * accounts. Every access rule goes through it, so a disabled account holds no right on any door
 * (REST, GraphQL, the panel, the booking API) even before its sessions are gone.
 */
export const activeUser = <T extends object>(user: T | null | undefined): T | null =>
  user && (user as { active?: unknown }).active !== false ? user : null

export const hasRole = (user: MaybeUser, role: Role): boolean => {
  const roles = (activeUser(user) as { roles?: unknown } | null)?.roles
  return Array.isArray(roles) && roles.includes(role)
}

const anyOf = (user: MaybeUser, roles: Role[]) => roles.some((role) => hasRole(user, role))

/** Staff: the people allowed into the CMS panel (admins, moderators, coordinators). */
export const isStaffUser = (user: MaybeUser): boolean =>
  anyOf(user, ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_COORDINATOR'])

/** Who writes content (pages, providers, reviews, FAQs, media, the site's globals): marketing and admins. */
export const isContentEditor = (user: MaybeUser): boolean => anyOf(user, ['ROLE_ADMIN', 'ROLE_MODERATOR'])

/**
 * The booking desk: who sees and works patients' health data (appointments, medical files,
 * treatment requests, the e-mails sent to patients, contact messages) and reads patients'
 * accounts. Coordinators and admins; never marketing.
 */
export const isDeskUser = (user: MaybeUser): boolean => anyOf(user, ['ROLE_ADMIN', 'ROLE_COORDINATOR'])
