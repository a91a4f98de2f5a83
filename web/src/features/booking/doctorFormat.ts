import { type MediaImageOptions, mediaImage } from '../../lib/mediaImage'
import type { DoctorCard } from './api/doctorQueries'

export { doctorFullName, initialsOf } from '@medtour/cms/shared/names'

/** Language codes as names in the page's language ('tr' → 'Turkish' / 'التركية'). */
export const languageNames = (codes: readonly string[] | null | undefined, lang: string): string[] => {
  if (!codes?.length) return []
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([lang], { type: 'language' })
  } catch {
    names = null
  }
  return codes.map((code) => names?.of(code) ?? code)
}

/** Lists joined the way the language writes them ('English, Turkish and German'). */
export const joinList = (items: readonly string[], lang: string) => {
  try {
    return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items)
  } catch {
    return items.join(', ')
  }
}

/**
 * The photo as `<img>` attributes (lib/mediaImage.ts): its sizes and the original as a `srcSet`
 * for a box `sizes` wide, and its focal point. The plain `src` is the card-sized file (the CMS
 * thumbnail) unless `src` says otherwise, else the original.
 */
export const doctorPhoto = (doctor: Pick<DoctorCard, 'photo'>, options: MediaImageOptions) =>
  mediaImage(doctor.photo, { src: 'thumbnail', ...options })
