import type { TFunction } from 'i18next'

import type { TravelPreferences } from './api/appointment'
import { type FieldSpec, PACKAGES, type PackageSpec } from './travelPackages'

/** A stored answer in words: counts as numbers, codes translated (an unknown code as it is). */
export function answerText(field: FieldSpec, value: unknown, t: TFunction): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null
  if (field.name === 'transport_Biscuit') {
    if (typeof value !== 'boolean') return null
    return t(`travel:options.transport_Biscuit.${value ? 'yes' : 'no'}`)
  }
  switch (field.kind) {
    case 'count':
      return String(value)
    case 'select':
    case 'radio':
      return t(`travel:options.${field.name}.${String(value)}`, { defaultValue: String(value) })
    case 'text':
      return String(value).trim()
  }
}

export interface ChosenPackage {
  pack: PackageSpec
  answers: { field: FieldSpec; text: string }[]
}

/** The packages switched on, with their answered fields in words. */
export function chosenPackages(prefs: TravelPreferences, t: TFunction): ChosenPackage[] {
  return PACKAGES.filter((pack) => prefs[pack.flag] === true).map((pack) => ({
    pack,
    answers: pack.fields
      .map((field) => ({ field, text: answerText(field, prefs[field.name], t) }))
      .filter((a): a is { field: FieldSpec; text: string } => a.text !== null),
  }))
}
