/** The three roles of the portal. A user may hold several; ROLE_USER is every patient's. */
export const ROLES = ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = object | null | undefined

export const hasRole = (user: MaybeUser, role: Role): boolean => {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) && roles.includes(role)
}

/** Admins and moderators: the people allowed into the CMS panel. */
export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, 'ROLE_ADMIN') || hasRole(user, 'ROLE_MODERATOR')
