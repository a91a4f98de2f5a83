/** Test accounts created through the Local API (verified, one per role). */
import { randomUUID } from 'node:crypto'

import { getPayload, type Payload } from 'payload'

import { closeRateLimitStore } from '../src/auth/throttle'
import config from '../src/payload.config'
import type { Role } from './helpers'
import { login } from './helpers'

let payloadPromise: Promise<Payload> | null = null
export const localPayload = () => (payloadPromise ??= getPayload({ config }))

export type Account = { id: number | string; email: string; token: string }

export const account = async (role: Role): Promise<Account> => {
  const payload = await localPayload()
  const email = `${role.toLowerCase().replace('role_', '')}-${randomUUID().slice(0, 8)}@test.medtour.local`
  const password = `Pw!${randomUUID()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], _verified: true, firstName: 'Test', lastName: role },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return { id: user.id, email, token: await login(email, password) }
}

export const closeLocal = async () => {
  if (payloadPromise) await (await payloadPromise).destroy()
  await closeRateLimitStore()
}
