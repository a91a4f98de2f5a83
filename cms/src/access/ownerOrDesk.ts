import type { Access } from 'payload'

import { activeUser, isDeskUser } from './roles'

/**
 * Private records (appointments, medical files, treatment requests): the booking desk
 * (coordinators and admins) sees all of them, anyone else signed in only those whose `field`
 * points at them (a moderator is no exception: marketing sees no health data), anonymous callers
 * nothing.
 */
export const ownerOrDesk =
  (field: string): Access =>
  ({ req }) => {
    const user = activeUser(req.user)
    if (!user) return false
    if (isDeskUser(user)) return true
    return { [field]: { equals: user.id } }
  }

/** Any signed-in user. */
export const signedIn: Access = ({ req }) => Boolean(activeUser(req.user))

/**
 * Writes to patients' records: the desk anywhere (the panel), patients only through the booking
 * API — Payload's Local API, `req.payloadAPI === 'local'` — which checks what the contract needs
 * (free slot, file types, consent, status rules) before it writes. A patient's own REST or
 * GraphQL call to these collections is refused, so those checks cannot be bypassed. With
 * `field`, a patient's write is limited to the documents that point at them.
 */
export const deskOrOwnerThroughApi =
  (field?: string): Access =>
  ({ req }) => {
    const user = activeUser(req.user)
    if (!user) return false
    if (isDeskUser(user)) return true
    if (req.payloadAPI !== 'local') return false
    return field ? { [field]: { equals: user.id } } : true
  }
