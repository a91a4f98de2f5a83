import type { TravelPreferences } from './api/appointment'
import type { ResolvedField, ResolvedPackage, TravelCatalog } from './travelCatalog'

/**
 * A stored answer in words: counts as numbers, codes by their labels (an unknown code as it is),
 * the internet question's true/false as the yes/no choice.
 */
export function answerText(field: ResolvedField, value: unknown): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null
  const labelOf = (code: string) => field.choices.find((c) => c.value === code)?.label ?? code
  if (field.name === 'transport_Biscuit') {
    if (typeof value !== 'boolean') return null
    return labelOf(value ? 'yes' : 'no')
  }
  switch (field.kind) {
    case 'count':
      return String(value)
    case 'select':
    case 'radio':
      return labelOf(String(value).trim())
    case 'text':
      return String(value).trim()
  }
}

export interface ChosenPackage {
  pack: ResolvedPackage
  answers: { field: ResolvedField; text: string }[]
}

/** The packages switched on, with their answered fields in words. */
export function chosenPackages(prefs: TravelPreferences, catalog: TravelCatalog): ChosenPackage[] {
  return catalog
    .filter((pack) => prefs[pack.flag] === true)
    .map((pack) => ({
      pack,
      answers: pack.fields
        .map((field) => ({ field, text: answerText(field, prefs[field.name]) }))
        .filter((a): a is { field: ResolvedField; text: string } => a.text !== null),
    }))
}
