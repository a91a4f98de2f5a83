import type { Access } from 'payload'

import { activeUser, isStaffUser } from './roles'

/**
 * Private records (appointments, medical files, treatment requests): staff see all of them, a
 * signed-in patient only those whose `field` points at them, anonymous callers nothing.
 */
export const ownerOrStaff =
  (field: string): Access =>
  ({ req }) => {
    const user = activeUser(req.user)
    if (!user) return false
    if (isStaffUser(user)) return true
    return { [field]: { equals: user.id } }
  }

/** Any signed-in user. */
export const signedIn: Access = ({ req }) => Boolean(activeUser(req.user))

/**
 * Writes to patients' records: staff anywhere (the panel), patients only through the booking
 * API — Payload's Local API, `req.payloadAPI === 'local'` — which checks what the contract needs
 * (free slot, file types, consent, status rules) before it writes. A patient's own REST or
 * GraphQL call to these collections is refused, so those checks cannot be bypassed. With
 * `field`, a patient's write is limited to the documents that point at them.
 */
export const staffOrOwnerThroughApi =
  (field?: string): Access =>
  ({ req }) => {
    const user = activeUser(req.user)
    if (!user) return false
    if (isStaffUser(user)) return true
    if (req.payloadAPI !== 'local') return false
    return field ? { [field]: { equals: user.id } } : true
  }
