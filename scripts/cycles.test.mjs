/** No import cycles in any workspace's sources, type-only imports included (scripts/cycles.mjs). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { SOURCES, findCycles, importGraph } from './cycles.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

test('the sources of cms, booking-api, seed and the site have no import cycle', () => {
  const graph = importGraph(SOURCES.map((dir) => path.join(root, dir)))
  expect(graph.size).toBeGreaterThan(200)
  const cycles = findCycles(graph).map((cycle) => cycle.map((f) => path.relative(root, f)).join(' ↔ '))
  expect(cycles).toStrictEqual([])
})

test('a planted cycle is found, through a type-only import too', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'))
  try {
    writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b'\nexport type A = { b: B }\n")
    writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c'\nexport type B = number\nexport const b = c\n")
    writeFileSync(path.join(dir, 'c.ts'), "export const c = () => import('./a')\n")
    writeFileSync(path.join(dir, 'd.ts'), "import { b } from './b'\nexport const d = b\n")
    const cycles = findCycles(importGraph([dir])).map((cycle) => cycle.map((f) => path.basename(f)))
    expect(cycles).toStrictEqual([['a.ts', 'b.ts', 'c.ts']])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
