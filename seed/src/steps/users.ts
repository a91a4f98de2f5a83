import type { Payload } from 'payload'

import type { Stats } from '../lib/upsert'

/** Development staff accounts, documented in the README. Never for production. */
export const DEV_ACCOUNTS = [
  {
    email: 'admin@medtour.local',
    password: 'Admin!2345',
    roles: ['ROLE_ADMIN'],
    firstName: 'Portal',
    lastName: 'Admin',
  },
  {
    email: 'moderator@medtour.local',
    password: 'Moderator!2345',
    roles: ['ROLE_MODERATOR'],
    firstName: 'Content',
    lastName: 'Editor',
  },
  {
    email: 'coordinator@medtour.local',
    password: 'Coordinator!2345',
    roles: ['ROLE_COORDINATOR'],
    firstName: 'Booking',
    lastName: 'Coordinator',
  },
] as const

export const seedDevAccounts = async (payload: Payload, stats: Stats) => {
  for (const account of DEV_ACCOUNTS) {
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: account.email } },
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    if (found.docs[0]) {
      stats.unchanged++
      continue
    }
    await payload.create({
      collection: 'users',
      data: { ...account, roles: [...account.roles], preferredLanguage: 'en', _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
      context: { seeding: true },
    })
    stats.created++
  }
}
