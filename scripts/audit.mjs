#!/usr/bin/env node
/**
 * `npm audit --omit=dev` for what ships (docs/security.md): fails on any high or critical
 * advisory that scripts/audit-allow.json does not list with a reason it does not apply. When the
 * registry's audit endpoint does not answer (some mirrors refuse it), says so plainly: the check
 * was not made, which is not a pass.
 * Exit code: 0 clean (or only allowed advisories), 1 advisories to act on, 2 not checked.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const allowed = JSON.parse(readFileSync(path.join(root, 'scripts/audit-allow.json'), 'utf8'))

/**
 * What an `npm audit --json` report means for us: `unchecked` when it holds no verdict (the
 * endpoint failed), `failed` when a high or critical advisory is not in `allowed`, else `passed`.
 */
export const judge = (report, allowed, stderr = '') => {
  if (!report?.vulnerabilities) {
    const why = report?.error?.summary || stderr.split('\n').find((l) => l.includes('error')) || 'no answer'
    return {
      status: 'unchecked',
      lines: [`npm audit: NOT checked, the registry's audit endpoint failed (${why.trim()})`],
    }
  }
  const serious = Object.values(report.vulnerabilities).filter(
    (v) => v.severity === 'high' || v.severity === 'critical',
  )
  const open = serious.filter((v) => !allowed[v.name])
  const lines = [
    `npm audit --omit=dev: ${serious.length} high/critical (${serious.length - open.length} listed as not applying)`,
    ...serious.map((v) => `  ${v.severity} ${v.name}: ${allowed[v.name] ? `allowed: ${allowed[v.name]}` : 'TO FIX'}`),
  ]
  return { status: open.length ? 'failed' : 'passed', lines }
}

export const audit = () => {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 })
  let report
  try {
    report = JSON.parse(run.stdout)
  } catch {
    report = null
  }
  return judge(report, allowed, run.stderr ?? '')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { status, lines } = audit()
  for (const line of lines) console.log(line)
  process.exit(status === 'passed' ? 0 : status === 'failed' ? 1 : 2)
}
