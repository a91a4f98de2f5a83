import type { Payload } from 'payload'

import { providers } from '../data/providers'
import { reviews } from '../data/reviews'
import { idsBy, must } from '../lib/lookup'
import { toRichText } from '../lib/richText'
import type { Stats } from '../lib/upsert'
import { upsert } from '../lib/upsert'
import type { Lang, ProviderSeed } from '../types'

type Media = (key: string) => Promise<number | string>

const localized = (p: ProviderSeed, lang: Lang) => {
  const c = p.content[lang]
  return {
    name: c.name,
    description: c.description,
    brief: c.brief,
    content: toRichText(c.body, lang),
    address: c.address,
    nextAvailable: c.nextAvailable,
    certifications: c.certifications.map((text) => ({ text })),
    excellenceAreas: c.excellenceAreas.map((text) => ({ text })),
    figures: c.figures,
    treatmentLists: c.treatmentLists.map((l) => ({ title: l.title, items: l.items.map((text) => ({ text })) })),
  }
}

export const seedProviders = async (payload: Payload, media: Media, force: boolean, stats: Stats) => {
  const specialityIds = await idsBy(payload, 'specialities')
  // Created in the site's order: the panel's drag-and-drop order (`_order`) starts as this one.
  for (const p of [...providers].sort((a, b) => a.order - b.order)) {
    await upsert({
      payload,
      collection: 'providers',
      where: { slug: { equals: p.slug } },
      en: {
        ...localized(p, 'en'),
        slug: p.slug,
        image: await media(p.image),
        speciality: must(specialityIds, p.speciality, 'speciality'),
        rating: p.rating,
        totalReviews: p.totalReviews,
        totalRating: p.totalRating,
        ratingSource: p.ratingSource,
        ratingCheckedOn: p.ratingCheckedOn,
        priceRange: p.priceRange,
        lat: p.lat,
        lng: p.lng,
        icons: p.icons,
      },
      ar: localized(p, 'ar'),
      force,
      stats,
    })
  }
}

export const seedReviews = async (payload: Payload, force: boolean, stats: Stats) => {
  const providerIds = await idsBy(payload, 'providers')
  for (const r of reviews) {
    await upsert({
      payload,
      collection: 'reviews',
      where: { externalId: { equals: r.externalId } },
      en: { ...r, provider: must(providerIds, r.provider, 'provider') },
      force,
      stats,
    })
  }
}
