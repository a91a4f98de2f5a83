#!/usr/bin/env node
/**
 * Writes a new migration for BOTH SQL dialects from the current collection config:
 *   npm run migrate:create --workspace cms -- <name>
 * SQLite diffs against a scratch file; PostgreSQL against a scratch database on
 * MIGRATIONS_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2] || 'change'
const scratch = mkdtempSync(path.join(tmpdir(), 'medtour-mig-'))
const pgUrl = process.env.MIGRATIONS_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const run = (uri) =>
  execFileSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PAYLOAD_SECRET: 'migration-generation-only',
      DATABASE_URI: uri,
      NODE_ENV: 'production',
      PAYLOAD_MIGRATING: 'true',
      NODE_OPTIONS: '--no-deprecation --conditions=production',
    },
  })
try {
  run(`file:${path.join(scratch, 'scratch.db')}`)
  run(pgUrl)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
