#!/usr/bin/env node
/**
 * Import cycles in the workspaces' sources, type-only imports included (eslint's
 * import-x/no-cycle skips those; a cycle of types is still two modules that cannot be read
 * apart). Relative imports only: packages are one-way by construction (eslint.config.js).
 *
 *   node scripts/cycles.mjs        prints every cycle; exit code 1 when there is one
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The source folders whose modules must not import each other in a circle. */
export const SOURCES = ['cms/src', 'booking-api/src', 'seed/src', 'web/src', 'web/server']

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js']
const isSource = (file) =>
  EXTENSIONS.some((e) => file.endsWith(e)) && !/\.(test|spec)\.|\.d\.m?ts$/.test(file) && !file.includes('/migrations/')

const resolve = (from, spec) => {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && isSource(candidate)) return candidate
  }
  return null
}

/** Each module's relative imports (static, dynamic, `import type`, `export … from`). */
export const importGraph = (dirs) => {
  const graph = new Map()
  for (const dir of dirs) {
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name)
      if (!entry.isFile() || !isSource(file) || file.includes('node_modules')) continue
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const targets = importedFiles
        .map((f) => f.fileName)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(file, spec))
        .filter(Boolean)
      graph.set(file, [...new Set(targets)])
    }
  }
  return graph
}

/** Every cycle once (Tarjan's strongly connected components of more than one module, or a self-import). */
export const findCycles = (graph) => {
  let index = 0
  const indices = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (node) => {
    indices.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)))
    }
    if (low.get(node) === indices.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return cycles
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findCycles(importGraph(SOURCES.map((d) => path.join(root, d))))
  for (const cycle of cycles) console.log(`cycle: ${cycle.map((f) => path.relative(root, f)).join(' ↔ ')}`)
  console.log(cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycles')
  process.exit(cycles.length ? 1 : 0)
}
