import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { recipes, slotRecipes } from '@chakra-ui/react/theme'

import { registerRecipes, registerSlotRecipes } from './laterRecipes'
import { RECIPES, SLOT_RECIPES, system } from './theme'

/** Components styled by another component's recipe, or by more than their own. */
const ALIASES: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  InputGroup: ['inputAddon'],
  SkeletonText: ['skeleton'],
  Toaster: ['toast'],
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxCard: ['checkboxCard', 'checkmark'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
}

const recipeKeys = (name: string) =>
  (ALIASES[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)]).filter(
    (key) => key in recipes || key in slotRecipes,
  )

const registeredIn = (source: string, call: string) => {
  const keys = new Set<string>()
  for (const match of source.matchAll(new RegExp(`${call}\\(\\{([^}]+)\\}\\)`, 'g'))) {
    for (const pair of match[1]!.split(',')) {
      const key = pair.split(':')[0]!.trim()
      if (key) keys.add(key)
    }
  }
  return keys
}

/** Every module under src/ with the recipe keys of the Chakra components it imports and registers. */
const modules = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const source = readFileSync(file, 'utf8')
      const used = new Set<string>()
      for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const name of match[1]!.split(','))
          for (const key of recipeKeys(name.trim().split(' as ')[0]!)) used.add(key)
      }
      return {
        file: path.relative(dir, file),
        used,
        recipes: registeredIn(source, 'registerRecipes'),
        slotRecipes: registeredIn(source, 'registerSlotRecipes'),
      }
    })

describe('theme', () => {
  const all = modules(path.resolve(__dirname, '..'))

  it('styles every Chakra component the site imports: its recipe is in the system or registered by the module', () => {
    expect(all.some((m) => m.used.has('button'))).toBe(true)
    const missing = all.flatMap(({ file, used, recipes: plain, slotRecipes: slot }) =>
      [...used]
        .filter((key) => !(key in RECIPES) && !(key in SLOT_RECIPES) && !plain.has(key) && !slot.has(key))
        .map((key) => `${file}: ${key}`),
    )
    expect(missing).toEqual([])
  })

  it('registers recipes of the right kind under their own keys, and only ones not already in the system', () => {
    const wrong = all.flatMap(({ file, recipes: plain, slotRecipes: slot }) => [
      ...[...plain].filter((key) => !(key in recipes) || key in RECIPES).map((key) => `${file}: recipe ${key}`),
      ...[...slot]
        .filter((key) => !(key in slotRecipes) || key in SLOT_RECIPES)
        .map((key) => `${file}: slot recipe ${key}`),
    ])
    expect(wrong).toEqual([])
    expect(all.filter((m) => m.recipes.size + m.slotRecipes.size > 0).length).toBeGreaterThan(30)
  })

  it('a registered recipe styles its component as the system would have', () => {
    // Nothing in this test's imports renders a table or a badge, so the system starts without them.
    expect(system.isSlotRecipe('table')).toBe(false)
    expect(system.isRecipe('badge')).toBe(false)
    registerSlotRecipes({ table: slotRecipes.table })
    registerRecipes({ badge: recipes.badge })
    expect(system.isSlotRecipe('table')).toBe(true)
    expect(Object.keys(system.getSlotRecipeFn('table')({ size: 'sm' }) as object)).toContain('root')
    expect(system.getRecipeFn('badge')({ variant: 'solid' })).toBeTruthy()
    // A second registration under the same key keeps the first.
    registerSlotRecipes({ table: slotRecipes.card })
    expect(system.getSlotRecipe('table')).toBe(slotRecipes.table)
  })
})
