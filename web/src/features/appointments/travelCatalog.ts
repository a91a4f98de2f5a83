/**
 * The survey as the patient sees it: the site's packages and fields (travelPackages.ts, the
 * contract of what is stored) dressed in the words of the CMS global `travel-services`.
 *
 * - Packages and fields are the site's, in the site's order; a package or field the global adds
 *   is not shown (it would have nowhere to be stored).
 * - Title, prompt, banner, field labels and option labels (matched by the stored code) come from
 *   the global; whatever it lacks comes from `travel.json` and web/public/images/services.
 * - A choice offers the site's codes only; the global names them.
 * - Bounds: the stricter of the site's and the global's (`countBounds`, `textMax`: the rule the
 *   booking API holds a survey to as well). A field the site requires stays
 *   required; a free-text field becomes required when the global says so.
 */
import type { TFunction } from 'i18next'

import { mediaUrl } from '../../lib/apollo'
import type { MediaSource } from '../../lib/mediaImage'
import type { TravelServiceField, TravelServicesGlobal } from './api/travelServices'
import {
  type FieldSpec,
  type FlagName,
  PACKAGES,
  type PackageKey,
  type PackageSpec,
  countBounds,
  textMax,
} from './travelPackages'

export interface ChoiceOption {
  value: string
  label: string
}

/** A field with its words and effective rules. `choices` lists a choice's codes with labels. */
export type ResolvedField = FieldSpec & { label: string; required: boolean; choices: ChoiceOption[] }

export interface ResolvedPackage {
  key: PackageKey
  flag: FlagName
  title: string
  prompt: string
  /** Banner image address (the CMS media, else the site's drawing). */
  banner: string
  /** The banner small (the CMS media's thumbnail size), for icons. */
  thumbnail: string
  /**
   * The CMS media behind `banner` and `thumbnail` (its sizes and focal point, for a `srcSet` and
   * the crop: lib/mediaImage.ts); null with the site's drawing.
   */
  media: MediaSource | null
  /** What the patient reads when the package has no fields to fill, or none answered. */
  chosen: string
  fields: ResolvedField[]
}

export type TravelCatalog = readonly ResolvedPackage[]

const words = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null)

function resolveField(field: FieldSpec, global: TravelServiceField | undefined, t: TFunction): ResolvedField {
  const label = words(global?.label) ?? t(`travel:fields.${field.name}`)
  switch (field.kind) {
    case 'count':
      return { ...field, ...countBounds(field, global), label, required: true, choices: [] }
    case 'text': {
      return { ...field, max: textMax(field, global), label, required: global?.required === true, choices: [] }
    }
    case 'select':
    case 'radio': {
      const named = new Map<string, string>()
      for (const option of global?.options ?? []) {
        const label = words(option?.label)
        const value = option?.value?.trim()
        if (value && label && !named.has(value)) named.set(value, label)
      }
      const choices = field.options.map((value) => ({
        value,
        label: named.get(value) ?? t(`travel:options.${field.name}.${value}`, { defaultValue: value }),
      }))
      return { ...field, label, required: true, choices }
    }
  }
}

function resolvePackage(pack: PackageSpec, global: TravelServicesGlobal | null, t: TFunction): ResolvedPackage {
  const cms = global?.packages?.find((p) => p?.key === pack.key)
  const fieldOf = (name: string) => cms?.fields?.find((f) => f?.name === name) ?? undefined
  return {
    key: pack.key,
    flag: pack.flag,
    title: words(cms?.title) ?? t(`travel:packages.${pack.key}.title`),
    prompt: words(cms?.prompt) ?? t(`travel:packages.${pack.key}.prompt`),
    banner: mediaUrl(cms?.banner?.url) ?? pack.banner,
    thumbnail: mediaUrl(cms?.banner?.sizes?.thumbnail?.url || cms?.banner?.url) ?? pack.banner,
    media: cms?.banner && mediaUrl(cms.banner.url) ? cms.banner : null,
    chosen: t(`travel:packages.${pack.key}.chosen`),
    fields: pack.fields.map((field) => resolveField(field, fieldOf(field.name), t)),
  }
}

/** The survey in the global's words; `null` (not loaded, failed, empty) gives the site's own. */
export const resolveCatalog = (global: TravelServicesGlobal | null | undefined, t: TFunction): TravelCatalog =>
  PACKAGES.map((pack) => resolvePackage(pack, global ?? null, t))

/** Every field of the catalog, package after package. */
export const catalogFields = (catalog: TravelCatalog) => catalog.flatMap((pack) => pack.fields)
