/**
 * What must hold after any fault: every appointment the tests booked with N files (its notes say
 * `faults:N`) has exactly N attachment records, every record's file is on disk, and every file on
 * disk has a record. Read straight from the database, not through the API under test.
 */
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

type Row = Record<string, unknown>

const query = async (databaseUri: string, sql: string): Promise<Row[]> => {
  if (databaseUri.startsWith('file:')) {
    const { createClient } = require('@libsql/client') as typeof import('@libsql/client')
    const client = createClient({ url: databaseUri })
    try {
      return (await client.execute(sql)).rows as unknown as Row[]
    } finally {
      client.close()
    }
  }
  const { Client } = require('pg') as typeof import('pg')
  const client = new Client({ connectionString: databaseUri })
  await client.connect()
  try {
    return (await client.query(sql)).rows as Row[]
  } finally {
    await client.end()
  }
}

export type Stored = { appointments: Map<number, number>; files: number }

/** Throws with every broken invariant listed; returns what is stored. */
export const checkInvariants = async (databaseUri: string, attachmentsDir: string): Promise<Stored> => {
  const appointments = await query(
    databaseUri,
    "SELECT a.id, a.notes, (SELECT COUNT(*) FROM attachments f WHERE f.appointment_id = a.id) AS files FROM appointments a WHERE a.notes LIKE 'faults:%'",
  )
  const attachments = await query(databaseUri, 'SELECT id, appointment_id, filename FROM attachments')
  const onDisk = existsSync(attachmentsDir) ? readdirSync(attachmentsDir) : []
  const problems: string[] = []
  const stored = new Map<number, number>()
  for (const row of appointments) {
    const expected = Number(String(row.notes).slice('faults:'.length))
    stored.set(Number(row.id), Number(row.files))
    if (Number(row.files) !== expected) {
      problems.push(`appointment ${row.id} was booked with ${expected} files but has ${row.files} records`)
    }
  }
  const named = new Set<string>()
  for (const row of attachments) {
    named.add(String(row.filename))
    if (row.appointment_id == null) problems.push(`attachment ${row.id} has no appointment`)
    if (!onDisk.includes(String(row.filename))) problems.push(`attachment ${row.id}: ${row.filename} is not on disk`)
  }
  for (const file of onDisk) {
    if (!named.has(file)) problems.push(`${path.join(attachmentsDir, file)} has no attachment record`)
  }
  if (problems.length) throw new Error(`invariants broken:\n${problems.join('\n')}`)
  return { appointments: stored, files: onDisk.length }
}
