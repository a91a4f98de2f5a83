/**
 * Recipes kept out of the first load. theme.ts creates the system with the recipes of what the
 * first load itself renders (the loading spinner and the error pages); every other component has
 * its recipe registered by each module that renders it, when that module loads, before anything
 * of it renders. Chakra reads a recipe from the system's theme the first time a component asks
 * for it, so a recipe registered then styles the component as if the system had been created
 * with it. vite.config.ts keeps Chakra's own list of all recipes out of the bundle, so each recipe
 * travels with the screens that use it; theme.test.ts checks that every module using a component
 * registers its recipe.
 *
 * The adapter file for Chakra (docs/architecture.md, "Adapter files"): Chakra v3 has no public
 * way to add a recipe once the system exists, so this is the one place that writes to the
 * system's theme; theme.test.ts ("a registered recipe styles its component…") fails if Chakra
 * stops reading recipes from there.
 */
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react'

import { system } from './theme'

const theme = () => system._config.theme!

export const registerRecipes = (recipes: Record<string, RecipeDefinition>) => {
  const known = (theme().recipes ??= {})
  for (const [key, recipe] of Object.entries(recipes)) known[key] ??= recipe
}

export const registerSlotRecipes = (recipes: Record<string, SlotRecipeConfig>) => {
  const known = (theme().slotRecipes ??= {})
  for (const [key, recipe] of Object.entries(recipes)) known[key] ??= recipe
}
