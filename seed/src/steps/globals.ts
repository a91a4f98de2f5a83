import type { Payload } from 'payload'

import { contactChannels, footer, liveChat, navigation, socialLinks, travelServices } from '../data/globals'
import type { Stats } from '../lib/upsert'
import { seedGlobal } from '../lib/upsert'

type Media = (key: string) => Promise<number | string>
type Lang = 'en' | 'ar'

/** Picks one language out of `{ en, ar }` leaves, recursively. */
const pick = (value: unknown, lang: Lang): unknown => {
  if (Array.isArray(value)) return value.map((v) => pick(v, lang))
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    const keys = Object.keys(obj)
    if (keys.length === 2 && 'en' in obj && 'ar' in obj) return obj[lang]
    return Object.fromEntries(keys.map((k) => [k, pick(obj[k], lang)]))
  }
  return value
}

export const seedGlobals = async (payload: Payload, media: Media, force: boolean, stats: Stats) => {
  const common = { payload, force, stats }
  await seedGlobal({
    ...common,
    slug: 'navigation',
    en: pick(navigation, 'en') as Record<string, unknown>,
    ar: pick(navigation, 'ar') as Record<string, unknown>,
    carry: ['items'],
  })
  await seedGlobal({
    ...common,
    slug: 'footer',
    en: pick(footer, 'en') as Record<string, unknown>,
    ar: pick(footer, 'ar') as Record<string, unknown>,
    carry: ['links'],
  })
  await seedGlobal({ ...common, slug: 'social-links', en: socialLinks })
  await seedGlobal({ ...common, slug: 'live-chat', en: liveChat })
  await seedGlobal({
    ...common,
    slug: 'contact-channels',
    en: pick(contactChannels, 'en') as Record<string, unknown>,
    ar: pick(contactChannels, 'ar') as Record<string, unknown>,
  })
  const packages = []
  for (const p of travelServices) packages.push({ ...p, banner: await media(p.banner) })
  await seedGlobal({
    ...common,
    slug: 'travel-services',
    en: { packages: pick(packages, 'en') },
    ar: { packages: pick(packages, 'ar') },
    carry: ['packages'],
  })
}
