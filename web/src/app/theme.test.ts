import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { recipes, slotRecipes } from '@chakra-ui/react/theme'

import { RECIPES, SLOT_RECIPES } from './theme'

/** Components styled by another component's recipe. */
const ALIASES: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  InputGroup: 'inputAddon',
  SkeletonText: 'skeleton',
  Toaster: 'toast',
}

const chakraImports = (dir: string): Set<string> => {
  const names = new Set<string>()
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of match[1]!.split(',')) names.add(name.trim().split(' as ')[0]!)
    }
  }
  return names
}

describe('theme', () => {
  it('keeps the recipe of every Chakra component the site imports (else it renders unstyled)', () => {
    const used = [...chakraImports(path.resolve(__dirname, '..'))]
    expect(used).toContain('Button')
    const missing = used
      .map((name) => ALIASES[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => key in recipes || key in slotRecipes)
      .filter((key) => !(key in RECIPES) && !(key in SLOT_RECIPES))
    expect(missing).toEqual([])
  })
})
