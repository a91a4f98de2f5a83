/**
 * Coverage per workspace from every Jest run of `npm test`: each run leaves its v8 coverage as
 * coverage/.runs/<run>/coverage-final.json; they are merged (a file covered by the unit run and
 * by the API suites counts once, with both runs' hits) and reported per workspace as
 * coverage/<workspace>/lcov.info plus a text summary in the log.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import libCoverage from 'istanbul-lib-coverage'
import libReport from 'istanbul-lib-report'
import reports from 'istanbul-reports'

import { root } from './lib.mjs'

export const WORKSPACES = [
  ['booking-api', 'booking-api/src/'],
  ['cms', 'cms/src/'],
  ['seed', 'seed/src/'],
  ['web', 'web/'],
]

/** Merges the runs in `runsDir` and writes coverage/<workspace>/; returns each workspace's line and branch %. */
export const coverageReport = async (runsDir, outDir) => {
  if (!existsSync(runsDir)) return []
  const merged = libCoverage.createCoverageMap({})
  for (const run of readdirSync(runsDir)) {
    const file = path.join(runsDir, run, 'coverage-final.json')
    if (existsSync(file)) merged.merge(JSON.parse(readFileSync(file, 'utf8')))
  }
  const figures = []
  for (const [name, prefix] of WORKSPACES) {
    const map = libCoverage.createCoverageMap({})
    for (const file of merged.files())
      if (path.relative(root, file).startsWith(prefix)) map.addFileCoverage(merged.fileCoverageFor(file))
    if (!map.files().length) continue
    const context = libReport.createContext({
      dir: path.join(outDir, name),
      coverageMap: map,
      defaultSummarizer: 'flat',
    })
    reports.create('lcovonly', { file: 'lcov.info', projectRoot: root }).execute(context)
    console.log(`coverage: ${name}`)
    reports.create('text-summary').execute(context)
    const summary = map.getCoverageSummary()
    figures.push({ name, lines: summary.lines.pct, branches: summary.branches.pct })
  }
  return figures
}
