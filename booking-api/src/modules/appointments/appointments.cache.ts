/**
 * Users' appointment lists, kept in memory and revalidated on every read. A cached page is
 * served only while the user's data version is the one it was built at: one indexed query
 * (`readRows`: Drizzle over Payload's own table definitions) lists the id and `updated_at` of the
 * user's appointments (with their doctor), of their attachments and of those doctors — everything
 * the page shows. Every Payload write stamps `updated_at`, so an edit made by any process (the
 * CMS panel included) changes the version and the next read rebuilds the page; writes made
 * through this process also drop the user's pages at once.
 *
 * A page is keyed by the listed user, whether the caller is staff (staff see other transitions)
 * and the query. Who may read a user's list is decided before the cache is asked, as without it.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { readRows } from '@medtour/cms/db'

import { config } from '../../config'
import { isDesk, type Caller } from '../../http/auth'
import { prebuild, type Prebuilt } from '../../http/endpoint'
import { afterWrite } from '../../lib/afterWrite'
import { BoundedCache } from '../../lib/boundedCache'
import type { AppointmentStatus } from '@medtour/cms/booking/status'
import { listAppointments } from './appointments.read'

type Entry = { userId: number; version: string; answer: Prebuilt }
export type ListQuery = { size: number; page: number; status?: AppointmentStatus; doctorId?: number }

const stamp = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/** The user's data version, or null on an adapter without Drizzle (nothing is cached then). */
export const userVersion = async (payload: Payload, userId: number): Promise<string | null> => {
  // The ids and stamps of the user's appointments (with their doctor), of their attachments and
  // of those doctors: one indexed read, through Payload's own table definitions. The user's
  // appointments are read once (a materialized CTE), which also keeps PostgreSQL from a parallel
  // plan whose start-up costs more than this small read at a million rows.
  const rows = await readRows(
    payload,
    (sql, { appointments: a, attachments: t, doctors: d }) => sql`
    WITH mine AS MATERIALIZED (
      SELECT ${a!.id} AS id, ${a!.updatedAt} AS u, ${a!.doctor} AS r FROM ${a} WHERE ${a!.user} = ${userId}
    )
    SELECT 'a' AS k, id, u, r FROM mine
    UNION ALL
    SELECT 't', ${t!.id}, ${t!.updatedAt}, ${t!.appointment} FROM ${t} JOIN mine ON mine.id = ${t!.appointment}
    UNION ALL
    SELECT 'd', ${d!.id}, ${d!.updatedAt}, NULL FROM ${d} WHERE ${d!.id} IN (SELECT r FROM mine)
    ORDER BY 1, 2`,
  )
  if (!rows) return null
  const hash = createHash('sha256')
  for (const row of rows) hash.update(`${row.k}:${row.id}:${stamp(row.u)}:${row.r ?? ''};`)
  return hash.digest('base64url')
}

const keyOf = (userId: number, staff: boolean, q: ListQuery) =>
  `${userId}|${staff ? 's' : 'u'}|${q.size}|${q.page}|${q.status ?? ''}|${q.doctorId ?? ''}`

export type UserListCache = {
  /** The answer (serialized) of the page `listAppointments` reads for `caller` and `userId`. */
  list: (caller: Caller, userId: number, query: ListQuery) => Promise<Prebuilt>
  forgetUser: (userId: unknown) => void
  /** Pages kept, and the bytes of their answers. */
  readonly size: number
  readonly bytes: number
}

export const createUserListCache = (payload: Payload, maxBytes = config.appointmentListCacheBytes): UserListCache => {
  // Bounded by the bytes of the answers held (a page of 500 appointments is about 300 KB).
  const pages = new BoundedCache<string, Entry>(maxBytes > 0 ? 100_000 : 0, maxBytes, (e) => e.answer.body.length)
  const forgetUser = (userId: unknown) => pages.deleteWhere((e) => e.userId === userId)
  const ownerOf = (doc: Record<string, unknown> | undefined, field: string) => {
    const value = doc?.[field]
    return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  }
  afterWrite(payload, 'appointments', (doc, previous) => {
    forgetUser(ownerOf(doc, 'user'))
    if (previous) forgetUser(ownerOf(previous, 'user'))
  })
  afterWrite(payload, 'attachments', (doc) => forgetUser(ownerOf(doc, 'owner')))
  afterWrite(payload, 'doctors', () => pages.clear())

  // Requests for the same user that arrive in the same turn of the event loop share one version
  // read, started after all of them arrived: each still sees every change committed before it came.
  const reading = new Map<number, Promise<string | null>>()
  const versionOf = (userId: number) => {
    let version = reading.get(userId)
    if (!version) {
      version = new Promise((resolve) => setImmediate(resolve)).then(() => {
        reading.delete(userId)
        return userVersion(payload, userId)
      })
      reading.set(userId, version)
    }
    return version
  }

  return {
    list: async (caller, userId, query) => {
      const read = async () => prebuild(await listAppointments(payload, caller, { ...query, userId }))
      if (maxBytes <= 0) return read()
      // The version is read before the page: a page never holds data older than its version.
      const version = await versionOf(userId)
      if (version === null) return read()
      const key = keyOf(userId, isDesk(caller), query)
      const cached = pages.get(key)
      if (cached?.version === version) return cached.answer
      const answer = await read()
      pages.set(key, { userId, version, answer })
      return answer
    },
    forgetUser,
    get size() {
      return pages.size
    },
    get bytes() {
      return pages.totalWeight
    },
  }
}
