/** Admin tables (spec §2: admin/ followed by Specialities, Users, …); paths match case-insensitively. */
export const ADMIN_RESOURCES = [
  'specialities',
  'users',
  'doctors',
  'countries',
  'cities',
  'facilities',
  'treatments',
] as const
export type AdminResource = (typeof ADMIN_RESOURCES)[number]
