/** A second seed run (the suite's database was seeded just before) must change nothing. */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'node:test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

test('running the seed again creates and updates nothing', () => {
  const out = execFileSync('npm', ['run', 'seed', '--workspace', 'seed'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  })
  const summary = /seed: (\d+) created, (\d+) updated, (\d+) unchanged/.exec(out)
  assert.ok(summary, `no seed summary in:\n${out}`)
  assert.equal(Number(summary[1]), 0, 'created')
  assert.equal(Number(summary[2]), 0, 'updated')
  assert.ok(Number(summary[3]) > 300, 'unchanged count covers the fixtures')
})
