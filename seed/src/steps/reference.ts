import type { Payload } from 'payload'

import { cities } from '../data/cities'
import { doctors } from '../data/doctors'
import { facilities } from '../data/facilities'
import { specialities } from '../data/specialities'
import { treatments } from '../data/treatments'
import { idsBy, must } from '../lib/lookup'
import type { Stats } from '../lib/upsert'
import { upsert } from '../lib/upsert'

type Media = (key: string) => Promise<number | string>

export const seedCities = async (payload: Payload, force: boolean, stats: Stats) => {
  const countryIds = await idsBy(payload, 'countries', 'isoCode')
  const pageIds = await idsBy(payload, 'pages')
  for (const city of cities) {
    await upsert({
      payload,
      collection: 'cities',
      where: { slug: { equals: city.slug } },
      en: {
        slug: city.slug,
        name: city.content.en.name,
        country: must(countryIds, city.country, 'country'),
        page: city.page ? must(pageIds, city.page, 'page') : null,
        lat: city.lat,
        lng: city.lng,
        timezone: 'Europe/Istanbul',
        active: true,
      },
      ar: { name: city.content.ar.name },
      force,
      stats,
    })
  }
}

export const seedSpecialities = async (payload: Payload, media: Media, force: boolean, stats: Stats) => {
  for (const s of specialities) {
    await upsert({
      payload,
      collection: 'specialities',
      where: { slug: { equals: s.slug } },
      en: { slug: s.slug, order: s.order, image: await media(s.image), active: true, ...s.content.en },
      ar: s.content.ar,
      force,
      stats,
    })
  }
}

export const seedTreatments = async (payload: Payload, force: boolean, stats: Stats) => {
  const specialityIds = await idsBy(payload, 'specialities')
  for (const t of treatments) {
    await upsert({
      payload,
      collection: 'treatments',
      where: { slug: { equals: t.slug } },
      en: {
        slug: t.slug,
        order: t.order,
        speciality: must(specialityIds, t.speciality, 'speciality'),
        priceRange: t.priceRange,
        stayDays: t.stayDays,
        active: true,
        ...t.content.en,
      },
      ar: t.content.ar,
      force,
      stats,
    })
  }
}

export const seedFacilities = async (payload: Payload, force: boolean, stats: Stats) => {
  const providerIds = await idsBy(payload, 'providers')
  const cityIds = await idsBy(payload, 'cities')
  for (const f of facilities) {
    await upsert({
      payload,
      collection: 'facilities',
      where: { slug: { equals: f.slug } },
      en: {
        slug: f.slug,
        provider: must(providerIds, f.provider, 'provider'),
        city: must(cityIds, f.city, 'city'),
        phone: f.phone,
        lat: f.lat,
        lng: f.lng,
        active: true,
        ...f.content.en,
      },
      ar: f.content.ar,
      force,
      stats,
    })
  }
}

export const seedDoctors = async (payload: Payload, media: Media, force: boolean, stats: Stats) => {
  const providerIds = await idsBy(payload, 'providers')
  const facilityIds = await idsBy(payload, 'facilities')
  const specialityIds = await idsBy(payload, 'specialities')
  for (const d of doctors) {
    await upsert({
      payload,
      collection: 'doctors',
      where: { slug: { equals: d.slug } },
      en: {
        slug: d.slug,
        provider: must(providerIds, d.provider, 'provider'),
        facility: must(facilityIds, d.facility, 'facility'),
        speciality: must(specialityIds, d.speciality, 'speciality'),
        photo: await media(d.photo),
        languages: d.languages,
        yearsOfExperience: d.yearsOfExperience,
        consultationFee: { amount: d.consultationFee, currency: 'EUR' as const },
        slotMinutes: d.slotMinutes,
        workingHours: d.workingHours,
        active: true,
        ...d.content.en,
      },
      ar: d.content.ar,
      force,
      stats,
    })
  }
}
