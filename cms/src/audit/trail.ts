/**
 * The audit trail (docs/booking.md, "Audit trail"): who changed what, when, from → to, for
 * appointments (every field a coordinator or patient acts on) and for accounts (roles, the active
 * flag, the e-mail address). Written by the collections' hooks in the change's own transaction, so
 * a change that is rolled back leaves no entry and a committed one always has its entry. Entries
 * cannot be edited or deleted through any door; admins read them in the panel.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { hasRole, ROLES } from '../access/roles'
import { DRAFTED_COLLECTIONS, DRAFTED_GLOBALS } from '../content/publishing'
import * as clock from '../shared/clock'

/** The collections with a trail, and the fields whose changes it records. */
export const AUDITED = {
  appointments: [
    'status',
    'statusReason',
    'appointmentDate',
    'doctor',
    'durationMinutes',
    'user',
    'lang',
    'patientTimeZone',
    'notes',
    'travelPreferences',
  ],
  users: ['roles', 'active', 'email'],
} as const

export type AuditedCollection = keyof typeof AUDITED
export const AUDITED_COLLECTIONS = Object.keys(AUDITED) as AuditedCollection[]
/** Every record type with a trail: these, and marketing's content (./contentTrail.ts). */
export const AUDIT_TARGETS = [...AUDITED_COLLECTIONS, ...DRAFTED_COLLECTIONS, ...DRAFTED_GLOBALS] as const
export type AuditTarget = (typeof AUDIT_TARGETS)[number]
/** `publish` and `unpublish` are content's (a draft's own saves are not entries). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'publish', 'unpublish'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type Change = { field: string; from: unknown; to: unknown }

/** A value as the trail stores it: relations as ids, dates as ISO text, sets sorted. */
const normalize = (field: string, value: unknown): unknown => {
  if (value === undefined || value === '') return null
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return (value as { id: unknown }).id
  if (field === 'appointmentDate' && typeof value === 'string') {
    const t = Date.parse(value)
    return Number.isNaN(t) ? value : new Date(t).toISOString()
  }
  if (field === 'roles' && Array.isArray(value)) return [...value].sort()
  if (field === 'travelPreferences' && value && typeof value === 'object') {
    // The survey without the time it was sent: a re-sent identical survey changes nothing.
    const rest = Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'submittedAt'))
    return Object.keys(rest).length ? rest : null
  }
  return value
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The watched fields that differ between two versions of a record (either may be absent). */
export const changesBetween = (
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields: readonly string[],
): Change[] =>
  fields.flatMap((field) => {
    const from = normalize(field, before?.[field])
    const to = normalize(field, after?.[field])
    return same(from, to) || (from === null && to === null) ? [] : [{ field, from, to }]
  })

const show = (v: unknown) => (v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v))

/** One line for the list: "status: PENDING → CONFIRMED; notes: … → …" (long values cut). */
export const summarize = (action: AuditAction, changes: Change[]) => {
  if (action === 'delete') return 'deleted'
  if (action === 'unpublish') return 'unpublished'
  const parts = changes.map((c) =>
    action === 'create' ? `${c.field}: ${show(c.to)}` : `${c.field}: ${show(c.from)} → ${show(c.to)}`,
  )
  const prefix = action === 'create' ? 'created; ' : action === 'publish' ? 'published; ' : ''
  const line = `${prefix}${parts.join('; ')}`.replace(/; $/, '')
  return line.length > 240 ? `${line.slice(0, 239)}…` : line
}

/** Who acted: the signed-in user, or the system (the worker, a script) when nobody is. */
const actorOf = (req: PayloadRequest) => {
  const user = req.user as { id?: number; email?: string; roles?: string[]; collection?: string } | null | undefined
  if (!user?.id || (user.collection && user.collection !== 'users'))
    return { actor: null, actorEmail: null, actorRole: 'system' }
  const role = [...ROLES].reverse().find((r) => hasRole(user, r)) ?? 'ROLE_USER'
  return { actor: user.id, actorEmail: user.email ?? null, actorRole: role }
}

type Entry = { collection: AuditTarget; docId: number | string; action: AuditAction; changes: Change[] }

/** An entry's record, by `req`'s user (or the system). */
const entryRecord = (req: PayloadRequest, entry: Entry) => {
  const now = clock.nowIso()
  return {
    ...actorOf(req),
    targetCollection: entry.collection,
    docId: Number(entry.docId),
    action: entry.action,
    changes: entry.changes,
    summary: summarize(entry.action, entry.changes),
    createdAt: now,
    updatedAt: now,
  }
}

/**
 * Stores one entry in `req`'s transaction. Written through the database adapter: every field is
 * set here, the collection has no hooks, and its access refuses every write from outside.
 */
export const recordAudit = async (payload: Payload, req: PayloadRequest, entry: Entry) => {
  await payload.db.create({
    collection: 'audit-entries',
    data: entryRecord(req, entry),
    // Nothing reads the entry back: no second query for it.
    returning: false,
    req,
  })
}

type Created = Record<string, unknown> & { id: number | string }

/** A new record's entry: its watched fields. */
const creation = (collection: AuditedCollection, doc: Created): Entry => ({
  collection,
  docId: doc.id,
  action: 'create',
  changes: changesBetween(null, doc, AUDITED[collection]),
})

/** The entry of a new record by `req`'s user, as a record to store with it (../rowsAtOnce.ts). */
export const creationEntry = (req: PayloadRequest, collection: AuditedCollection, doc: Created) =>
  entryRecord(req, creation(collection, doc))

/** The entry of a new record: its watched fields, by `req`'s user, in `req`'s transaction. */
export const recordCreation = (payload: Payload, req: PayloadRequest, collection: AuditedCollection, doc: Created) =>
  recordAudit(payload, req, creation(collection, doc))

/** The hooks that keep a collection's trail. */
export const auditHooks = (collection: AuditedCollection) => {
  const fields = AUDITED[collection]
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    if (operation === 'create') {
      await recordCreation(req.payload, req, collection, doc)
      return doc
    }
    const changes = changesBetween(previousDoc, doc, fields)
    if (changes.length === 0) return doc
    await recordAudit(req.payload, req, { collection, docId: doc.id, action: operation, changes })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    await recordAudit(req.payload, req, {
      collection,
      docId: id,
      action: 'delete',
      changes: changesBetween(doc, null, fields),
    })
  }
  return { afterChange, afterDelete }
}
