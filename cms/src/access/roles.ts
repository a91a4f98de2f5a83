/** The three roles of the portal. A user may hold several; ROLE_USER is every patient's. */
export const ROLES = ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'] as const
export type Role = (typeof ROLES)[number]

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

/** Admins and moderators: the people allowed into the CMS panel. */
export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, 'ROLE_ADMIN') || hasRole(user, 'ROLE_MODERATOR')
