/**
 * A fingerprint of everything the API can change: every row of every table of the Payload
 * database (collections, globals, their locale, relationship and array tables) and the
 * attachments directory. Read straight from the database so one query per snapshot suffices.
 */
import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * Failed-login accounting is brute-force protection: Payload counts a refused login (or a wrong
 * current password) on the user's row, which also moves its updatedAt. Every other column of
 * every table has to stay as it was.
 */
const VOLATILE: Record<string, string[]> = { users: ['login_attempts', 'lock_until', 'updated_at'] }

export type Snapshot = Map<string, { rows: number; hash: string }>

type Row = { t: string; n: number | string; h: string | null }

const sha = (s: string) => createHash('sha256').update(s).digest('hex')

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Builds a reader for the database behind `payload` (SQLite or PostgreSQL). */
export const snapshotter = async (payload: Payload, attachmentsDir: string) => {
  const db = payload.db as unknown as {
    client?: { execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
    pool?: { query: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  const run = db.pool
    ? (q: string) => db.pool!.query(q).then((r) => r.rows)
    : (q: string) => db.client!.execute(q).then((r) => r.rows)

  let query: string
  if (db.pool) {
    const tables = (await run(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )) as { name: string }[]
    query = tables
      .map(({ name }) => {
        const row = `(to_jsonb(r)${(VOLATILE[name] ?? []).map((c) => ` - '${c}'`).join('')})::text`
        return `SELECT '${name}' AS t, count(*) AS n, md5(string_agg(${row}, E'\\n' ORDER BY ${row})) AS h FROM ${quote(name)} r`
      })
      .join(' UNION ALL ')
  } else {
    const tables = (await run(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1`,
    )) as { name: string }[]
    const parts: string[] = []
    for (const { name } of tables) {
      const columns = ((await run(`PRAGMA table_info(${quote(name)})`)) as { name: string }[])
        .map((c) => c.name)
        .filter((c) => !VOLATILE[name]?.includes(c))
      const row = `json_array(${columns.map(quote).join(', ')})`
      parts.push(
        `SELECT '${name}' AS t, count(*) AS n, group_concat(x, char(10)) AS h FROM (SELECT ${row} AS x FROM ${quote(name)} ORDER BY 1)`,
      )
    }
    query = parts.join(' UNION ALL ')
  }

  const files = (dir: string): string[] => {
    let names: string[]
    try {
      names = readdirSync(dir)
    } catch {
      return []
    }
    return names.sort().flatMap((name) => {
      const full = path.join(dir, name)
      const info = statSync(full)
      return info.isDirectory() ? files(full) : [`${path.relative(attachmentsDir, full)}:${info.size}`]
    })
  }

  return async (): Promise<Snapshot> => {
    const rows = (await run(query)) as Row[]
    const snap: Snapshot = new Map(rows.map((r) => [r.t, { rows: Number(r.n), hash: sha(String(r.h ?? '')) }]))
    const listing = files(attachmentsDir)
    snap.set('<attachments dir>', { rows: listing.length, hash: sha(listing.join('\n')) })
    return snap
  }
}

/** Names of the tables whose content differs, with their row counts before → after. */
export const differences = (before: Snapshot, after: Snapshot): string[] =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((t) => before.get(t)?.hash !== after.get(t)?.hash)
    .map((t) => `${t} (${before.get(t)?.rows ?? '-'} → ${after.get(t)?.rows ?? '-'} rows)`)
