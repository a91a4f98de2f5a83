/**
 * An image's alternative text is required in both languages before content showing it is
 * published: Payload's `required` on a translated field checks only the language being saved, so
 * an Arabic page could go live with an image a screen reader announces in English, or not at all.
 * Saving a draft is never refused; publishing is, with the images and languages to fix.
 */
import { ValidationError } from 'payload'
import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { DRAFTED_COLLECTIONS, DRAFTED_GLOBALS } from './publishing'

export const ALT_LANGUAGES = ['en', 'ar'] as const

/**
 * Marks an upload field whose image the site describes from the document itself, in the reader's
 * language (a doctor's portrait: "Photo of Dr. …" / "صورة د. …"): the image's own alternative
 * text is not shown, so publishing does not wait for it. Put in the field's `custom`.
 */
export const ALT_FROM_DOCUMENT = 'altFromDocument'

export const altFromDocument = { [ALT_FROM_DOCUMENT]: true } as const

type Data = Record<string, unknown>

/** The media ids `data` refers to through upload fields to `media`, with the field's path. */
export const mediaReferences = (fields: Field[], data: unknown, path = ''): { path: string; id: number }[] => {
  if (!data || typeof data !== 'object') return []
  const found: { path: string; id: number }[] = []
  for (const field of fields) {
    const f = field as Field & { name?: string; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }
    if (f.type === 'tabs' && f.tabs) {
      for (const tab of f.tabs)
        found.push(...mediaReferences(tab.fields, tab.name ? (data as Data)[tab.name] : data, path))
      continue
    }
    if (!f.name) {
      if (f.fields) found.push(...mediaReferences(f.fields, data, path))
      continue
    }
    const value = (data as Data)[f.name]
    const here = path ? `${path}.${f.name}` : f.name
    if (f.type === 'upload' && (f as { relationTo?: unknown }).relationTo === 'media') {
      if ((f as { custom?: Record<string, unknown> }).custom?.[ALT_FROM_DOCUMENT] === true) continue
      const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
      if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)))
        found.push({ path: here, id: Number(id) })
    } else if (f.type === 'array' && Array.isArray(value) && f.fields) {
      value.forEach((row, i) => found.push(...mediaReferences(f.fields!, row, `${here}.${i}`)))
    } else if (f.type === 'group' && f.fields) {
      found.push(...mediaReferences(f.fields, value, here))
    }
  }
  return found
}

type Alt = string | Record<string, string | null | undefined> | null | undefined

/** The languages an image's alternative text is missing in. */
export const missingAltLanguages = (alt: Alt) =>
  ALT_LANGUAGES.filter((lang) => {
    const text = typeof alt === 'string' ? (lang === 'en' ? alt : '') : alt?.[lang]
    return !text || !text.trim()
  })

const LANGUAGE_NAMES = { en: { en: 'English', ar: 'الإنجليزية' }, ar: { en: 'Arabic', ar: 'العربية' } } as const

const refuseWithoutAlt = async (req: PayloadRequest, fields: Field[], data: Data) => {
  if (data._status !== 'published') return
  const refs = mediaReferences(fields, data)
  if (refs.length === 0) return
  const ids = [...new Set(refs.map((r) => r.id))]
  // The Local API sets the language it is given on `req`, which the save still uses: put it back.
  const { locale, fallbackLocale } = req
  const { docs } = await req.payload
    .find({
      collection: 'media',
      where: { id: { in: ids } },
      locale: 'all',
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      req,
    })
    .finally(() => {
      req.locale = locale
      req.fallbackLocale = fallbackLocale
    })
  const alts = new Map(docs.map((d) => [Number(d.id), d.alt as Alt]))
  const panelArabic = req.i18n?.language === 'ar'
  const errors = refs.flatMap(({ path, id }) => {
    if (!alts.has(id)) return []
    const missing = missingAltLanguages(alts.get(id))
    if (missing.length === 0) return []
    const names = missing
      .map((lang) => LANGUAGE_NAMES[lang][panelArabic ? 'ar' : 'en'])
      .join(panelArabic ? ' و' : ' and ')
    const message = panelArabic
      ? `الصورة رقم ${id} بلا نص بديل بـ${names}. أضِفه في مكتبة الوسائط قبل النشر.`
      : `Image ${id} has no ${names} alternative text. Add it in the media library before publishing.`
    return [{ path, message }]
  })
  if (errors.length) throw new ValidationError({ errors, req })
}

const collectionHook =
  (fields: Field[]): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req }) => {
    // A publish may send only what changed: the images are those of the whole document.
    await refuseWithoutAlt(req, fields, { ...(originalDoc as Data), ...(data as Data) })
    return data
  }
const globalHook =
  (fields: Field[]): GlobalBeforeChangeHook =>
  async ({ data, originalDoc, req }) => {
    await refuseWithoutAlt(req, fields, { ...(originalDoc as Data), ...(data as Data) })
    return data
  }

/** Publishing drafted content needs its images' alternative text in both languages. */
export const requireBilingualAlt = (collections: CollectionConfig[], globals: GlobalConfig[]) => {
  for (const c of collections) {
    if (!(DRAFTED_COLLECTIONS as readonly string[]).includes(c.slug)) continue
    c.hooks ??= {}
    c.hooks.beforeChange = [...(c.hooks.beforeChange ?? []), collectionHook(c.fields)]
  }
  for (const g of globals) {
    if (!(DRAFTED_GLOBALS as readonly string[]).includes(g.slug)) continue
    g.hooks ??= {}
    g.hooks.beforeChange = [...(g.hooks.beforeChange ?? []), globalHook(g.fields)]
  }
}
