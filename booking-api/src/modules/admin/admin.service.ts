/**
 * Generic reference-data operations, run with the admin's own rights (overrideAccess: false),
 * so the collections' access rules stay the one source of authorization.
 */
import type { Payload, Where } from 'payload'

import type { Caller } from '../../http/auth'
import { AppError } from '../../lib/AppError'
import { assertNotSelfLockout } from '../users/users.service'
import type { Resource } from './admin.resources'

type Doc = Record<string, unknown> & { id: number }
type Locale = 'en' | 'ar'

export type ListQuery = { size: number; page: number; q?: string; locale: Locale }

const show = (r: Resource, doc: unknown) => (r.toContent ? r.toContent(doc as Doc) : doc)

const notFound = (r: Resource) => new AppError('NOT_FOUND', 404, `No such record in ${r.label}.`)

/** Payload's unique-index failure is a ValidationError; for the admin it is a conflict. */
const asConflict = (r: Resource, err: unknown) => {
  const e = err as { name?: string; data?: { errors?: { path?: string; message?: string }[] } }
  const errors = e?.name === 'ValidationError' ? (e.data?.errors ?? []) : []
  const unique = errors.filter((x) => /unique|already/i.test(x.message ?? ''))
  if (!unique.length) return err
  const code = r.collection === 'users' && unique.some((x) => x.path === 'email') ? 'EMAIL_TAKEN' : 'DUPLICATE'
  return new AppError(
    code,
    409,
    'A record with this value exists.',
    unique.map((x) => ({ field: x.path ?? 'body', defaultMessage: x.message ?? 'Must be unique.' })),
  )
}

const FOREIGN_KEY = /foreign key|FOREIGN KEY constraint|23503/i
const isForeignKeyError = (err: unknown) => {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true
    if (typeof message === 'string' && FOREIGN_KEY.test(message)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** Payload stores a relationship to a missing record until the database refuses; say which field instead. */
const assertRelationsExist = async (payload: Payload, r: Resource, data: Record<string, unknown>) => {
  const missing = await Promise.all(
    Object.entries(r.relations).map(async ([field, collection]) => {
      const id = data[field]
      if (typeof id !== 'number') return null
      const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })
      return totalDocs ? null : { field, defaultMessage: `No such record in ${collection}.` }
    }),
  )
  const errors = missing.filter((e) => e !== null)
  if (errors.length) throw new AppError('VALIDATION_FAILED', 400, 'Some fields are not valid.', errors)
}

const refusedByDatabase = (r: Resource, err: unknown) =>
  isForeignKeyError(err)
    ? new AppError('VALIDATION_FAILED', 400, 'A related record does not exist.', [
        { field: 'body', defaultMessage: 'Refers to a record that does not exist.' },
      ])
    : asConflict(r, err)

/**
 * Drafted records (doctors: marketing drafts their profile in the panel). What the admin API
 * writes is live at once, so it is published; and it never publishes an editor's unfinished draft
 * with it (Payload saves over the latest version, the draft), so a record with a draft waiting is
 * refused until the draft is published or reverted in the panel.
 */
const isDrafted = (payload: Payload, r: Resource) => Boolean(payload.collections[r.collection]?.config.versions?.drafts)

const assertNoDraftWaiting = async (payload: Payload, r: Resource, id: number) => {
  const { docs } = await payload.findVersions({
    collection: r.collection,
    where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if ((docs[0]?.version as { _status?: string } | undefined)?._status === 'draft')
    throw new AppError(
      'DRAFT_PENDING',
      409,
      'This record has unpublished changes in the CMS panel. Publish them or revert to the published version there, then try again.',
    )
}

const published = (payload: Payload, r: Resource, data: Record<string, unknown>) =>
  isDrafted(payload, r) ? { ...data, _status: 'published' } : data

export const list = async (payload: Payload, caller: Caller, r: Resource, q: ListQuery) => {
  const where: Where | undefined = q.q ? { or: r.search.map((field) => ({ [field]: { like: q.q } })) } : undefined
  const result = await payload.find({
    collection: r.collection,
    where,
    sort: r.sort,
    limit: q.size,
    page: q.page + 1,
    depth: r.depth ?? 0,
    locale: q.locale,
    user: caller,
    overrideAccess: false,
  })
  return {
    content: result.docs.map((doc) => show(r, doc)),
    totalElements: result.totalDocs,
    totalPages: result.totalPages,
  }
}

const find = async (payload: Payload, caller: Caller, r: Resource, id: number, locale: Locale) => {
  const doc = await payload.findByID({
    collection: r.collection,
    id,
    depth: r.depth ?? 0,
    locale,
    user: caller,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!doc) throw notFound(r)
  return doc as unknown as Doc
}

export const get = async (payload: Payload, caller: Caller, r: Resource, id: number, locale: Locale) =>
  show(r, await find(payload, caller, r, id, locale))

export const create = async (
  payload: Payload,
  caller: Caller,
  r: Resource,
  data: Record<string, unknown>,
  locale: Locale,
) => {
  const isUser = r.collection === 'users'
  await assertRelationsExist(payload, r, data)
  try {
    const doc = await payload.create({
      collection: r.collection,
      // Accounts an admin creates need no activation e-mail.
      data: (isUser ? { ...data, _verified: true } : published(payload, r, data)) as never,
      locale,
      depth: r.depth ?? 0,
      user: caller,
      overrideAccess: false,
      ...(isUser ? { disableVerificationEmail: true } : {}),
    })
    return show(r, doc)
  } catch (err) {
    throw refusedByDatabase(r, err)
  }
}

export const update = async (
  payload: Payload,
  caller: Caller,
  r: Resource,
  id: number,
  data: Record<string, unknown>,
  locale: Locale,
) => {
  if (r.collection === 'users') assertNotSelfLockout(caller, id, data)
  await find(payload, caller, r, id, locale)
  await assertRelationsExist(payload, r, data)
  if (isDrafted(payload, r)) await assertNoDraftWaiting(payload, r, id)
  try {
    const doc = await payload.update({
      collection: r.collection,
      id,
      data: published(payload, r, data) as never,
      locale,
      depth: r.depth ?? 0,
      user: caller,
      overrideAccess: false,
    })
    return show(r, doc)
  } catch (err) {
    throw refusedByDatabase(r, err)
  }
}

export const remove = async (payload: Payload, caller: Caller, r: Resource, id: number) => {
  if (r.collection === 'users' && caller.id === id) {
    throw new AppError('SELF_LOCKOUT', 409, 'You cannot delete your own account.')
  }
  await find(payload, caller, r, id, 'en')
  // The SQL adapters null a dangling relationship instead of refusing, so check first.
  const uses = await Promise.all(
    r.referencedBy.map(async (ref) => {
      const { totalDocs } = await payload.count({
        collection: ref.collection,
        where: { [ref.field]: { equals: id } },
        overrideAccess: true,
      })
      return { ref, totalDocs }
    }),
  )
  const inUse = uses.filter((u) => u.totalDocs > 0)
  if (inUse.length) {
    throw new AppError(
      'IN_USE',
      409,
      'Other records refer to this one.',
      inUse.map((u) => ({ field: u.ref.collection, defaultMessage: `Used by ${u.totalDocs} ${u.ref.collection}.` })),
    )
  }
  try {
    await payload.delete({ collection: r.collection, id, user: caller, overrideAccess: false })
  } catch (err) {
    if (isForeignKeyError(err)) throw new AppError('IN_USE', 409, 'Other records refer to this one.')
    throw err
  }
  return { id }
}
