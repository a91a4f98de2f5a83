/** A second seed run (the suite's database was seeded just before) must change nothing. */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

test('running the seed again creates and updates nothing', () => {
  const out = execFileSync('npm', ['run', 'seed', '--workspace', 'seed'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  })
  const summary = /seed: (\d+) created, (\d+) updated, (\d+) unchanged/.exec(out)
  expect(summary, `no seed summary in:\n${out}`).toBeTruthy()
  expect(Number(summary![1]), 'created').toBe(0)
  expect(Number(summary![2]), 'updated').toBe(0)
  expect(Number(summary![3]) > 300, 'unchanged count covers the fixtures').toBeTruthy()
})
