/**
 * Localized GraphQL reads of everything the site needs, in English and Arabic. The figures
 * are the specification's own (spec §1), written here independently of the seed fixtures.
 */

import { closeLocal } from './fixtures'
import { relativeTime } from '../src/shared/relativeTime'
import { ARABIC, read } from './helpers'

afterAll(closeLocal)

const PROVIDER = `query Provider($slug: String!, $locale: LocaleInputType!) {
  Providers(where: { slug: { equals: $slug } }, locale: $locale, limit: 1) {
    docs {
      slug name brief description rating totalReviews totalRating ratingSource ratingCheckedOn priceRange lat lng address nextAvailable
      certifications { text } excellenceAreas { text }
      figures { key value label }
      treatmentLists { title items { text } }
      speciality { slug name }
      image { url alt }
      content
    }
  }
}`

const provider = async (slug: string, locale: 'en' | 'ar') => {
  const data = await read(PROVIDER, { slug, locale })
  const doc = data.Providers.docs[0]
  expect(doc, `provider ${slug} (${locale}) not found`).toBeTruthy()
  return doc
}
const figure = (doc: any, key: string) => doc.figures.find((f: any) => f.key === key)?.value

describe('providers', () => {
  test('Estethica: 4.8 from 5991 Google reviews in both languages; 240 staff in English, over 200 in Arabic', async () => {
    const en = await provider('estethica', 'en')
    const ar = await provider('estethica', 'ar')
    for (const doc of [en, ar]) {
      // One fact, kept once: the same count and source in both languages.
      expect(doc.rating).toBe(4.8)
      expect(doc.totalReviews).toBe(5991)
      expect(doc.ratingSource).toBe('google')
      expect(doc.ratingCheckedOn).toMatch(/^2026-11-01/)
    }
    expect(figure(en, 'medicalStaff')).toBe('240')
    expect(figure(ar, 'medicalStaff')).toBe('أكثر من 200')
    expect(figure(en, 'hairTransplantsPerYear')).toBe('2,500+')
    expect(figure(en, 'operatingRooms')).toBe('12')
    expect(figure(en, 'floors')).toBe('8')
    expect(figure(en, 'yearsExperience')).toBe('15')
    expect(figure(en, 'methods')).toMatch(/FUE/)
    expect(figure(en, 'methods')).toMatch(/DHI/)
    expect(en.name).toBe('Estethica')
    expect(ar.name).toMatch(ARABIC)
  })

  test('Dünyagöz: 4.7 from 8043 reviews, founded 1996, 21 + 9 sites, 300 physicians', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const doc = await provider('dunyagoz', locale)
      expect(doc.rating).toBe(4.7)
      expect(doc.totalReviews).toBe(8043)
      expect(figure(doc, 'founded')).toBe('1996')
      expect(figure(doc, 'sitesTurkey')).toBe('21')
      expect(figure(doc, 'sitesAbroad')).toBe('9')
      expect(figure(doc, 'physicians')).toBe('300')
      expect(figure(doc, 'supportStaff')).toBe('3,500')
      expect(figure(doc, 'countries')).toBe('160')
      expect(figure(doc, 'patientsPerYear')).toMatch(/110,000/)
    }
  })

  test('Medical Park: 4.3 from 10,203 reviews, founded 1993, 28 hospitals in 17 cities', async () => {
    const en = await provider('medical-park', 'en')
    const ar = await provider('medical-park', 'ar')
    for (const doc of [en, ar]) {
      expect(doc.rating).toBe(4.3)
      expect(doc.totalReviews).toBe(10203)
      expect(figure(doc, 'founded')).toBe('1993')
      expect(figure(doc, 'hospitals')).toBe('28')
      expect(figure(doc, 'cities')).toBe('17')
      expect(figure(doc, 'operatingTheatres')).toBe('200')
      expect(figure(doc, 'employees')).toMatch(/14,000/)
      expect(figure(doc, 'beds')).toMatch(/5,500/)
      expect(figure(doc, 'academicPhysicians')).toMatch(/680/)
    }
    expect(en.priceRange).toBe('$300 - $1000')
    // The Arabic copy covers oncology, obesity, cardiology, orthopedics, nuclear medicine, stroke units.
    const arText = JSON.stringify([ar.content, ar.treatmentLists, ar.excellenceAreas])
    for (const word of ['الأورام', 'السمنة', 'القلب', 'العظام', 'النووي', 'السكتة'])
      expect(arText.includes(word), `Arabic copy lacks ${word}`).toBeTruthy()
  })

  test('every provider card field is served in both languages, with lists per language', async () => {
    for (const slug of ['medical-park', 'dunyagoz', 'estethica']) {
      const en = await provider(slug, 'en')
      const ar = await provider(slug, 'ar')
      for (const doc of [en, ar]) {
        for (const field of [
          'name',
          'brief',
          'description',
          'address',
          'nextAvailable',
          'priceRange',
          'lat',
          'lng',
          'totalRating',
        ]) {
          expect(doc[field], `${slug}.${field}`).not.toBe(null)
        }
        expect(
          doc.certifications.length > 0 && doc.excellenceAreas.length > 0 && doc.treatmentLists.length > 0,
        ).toBeTruthy()
        expect(doc.speciality?.slug, 'speciality').toBeTruthy()
        expect(doc.image.url).toMatch(/\/api\/media\/file\/provider-[a-z-]+\.jpg$/)
      }
      expect(ar.certifications[0].text).toMatch(ARABIC)
      expect(ar.excellenceAreas[0].text).toMatch(ARABIC)
      expect(en.certifications.map((c: any) => c.text).join(' ')).not.toMatch(ARABIC)
      expect(ar.content.root.direction).toMatch(/rtl/)
    }
  })
})

describe('reviews', () => {
  test('seven English samples rated 5, and Arabic reviews for every provider', async () => {
    const data = await read(`{
      en: Reviews(where: { language: { equals: en } }, limit: 100) { totalDocs docs { rating authorName text time relativeTimeDescription locationName locationType locationArea reviewLink provider { slug } } }
      ar: Reviews(where: { language: { equals: ar } }, limit: 100) { totalDocs docs { text time relativeTimeDescription provider { slug } } }
    }`)
    expect(data.en.totalDocs).toBe(7)
    for (const r of data.en.docs) {
      expect(r.rating).toBe(5)
      for (const f of [
        'authorName',
        'text',
        'time',
        'relativeTimeDescription',
        'locationName',
        'locationType',
        'locationArea',
      ])
        expect(r[f], f).toBeTruthy()
      // Not stored: worked out from the date when read, in the review's language.
      expect(r.relativeTimeDescription).toBe(relativeTime(r.time, 'en'))
      // No placeholder link (issue 20): a review links to its source only when there is a real one.
      expect(r.reviewLink ?? '').not.toMatch(/example\./)
    }
    expect(new Set(data.ar.docs.map((r: any) => r.provider.slug))).toStrictEqual(
      new Set(['medical-park', 'dunyagoz', 'estethica']),
    )
    for (const r of data.ar.docs) {
      expect(r.text).toMatch(ARABIC)
      expect(r.relativeTimeDescription).toBe(relativeTime(r.time, 'ar'))
      expect(r.relativeTimeDescription).toMatch(ARABIC)
    }
  })
})

describe('pages', () => {
  const PATHS = [
    'about-us',
    'medical-tourism/why-medical-tourism',
    'medical-tourism/is-it-right-for-me',
    'medical-tourism/essentials-to-pack',
    'turkey/about-turkey',
    'turkey/why-turkey',
    'cities/istanbul',
    'cities/antalya',
    'faq',
    'what-to-expect',
    'terms-and-conditions',
    'privacy-policy',
  ]
  test('all twelve information pages exist with title, description, body and banner in both languages', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const data = await read(
        `query($locale: LocaleInputType) { Pages(limit: 50, locale: $locale, sort: "_order") { docs { path title description intro body banner { url alt } } } }`,
        { locale },
      )
      expect(data.Pages.docs.map((p: any) => p.path)).toStrictEqual(PATHS)
      for (const page of data.Pages.docs) {
        expect(
          page.title && page.description && page.body?.root?.children?.length > 2,
          `${page.path} (${locale})`,
        ).toBeTruthy()
        expect(page.banner?.url, `${page.path} banner`).toBeTruthy()
        if (locale === 'ar') {
          expect(page.title).toMatch(ARABIC)
          expect(page.banner.alt).toMatch(ARABIC)
          expect(page.body.root.direction).toBe('rtl')
        } else {
          expect(page.title + page.description).not.toMatch(ARABIC)
        }
      }
    }
  })

  test('about us reads differently in Arabic and English', async () => {
    const q = `query($locale: LocaleInputType) { Pages(where: { slug: { equals: "about-us" } }, locale: $locale) { docs { title } } }`
    const en = (await read(q, { locale: 'en' })).Pages.docs[0].title
    const ar = (await read(q, { locale: 'ar' })).Pages.docs[0].title
    expect(en).toMatch(/about/i)
    expect(ar).toBe('من نحن')
  })
})

describe('FAQs and preference questions', () => {
  test('FAQs in both languages, in the panel’s drag-and-drop order (`_order`)', async () => {
    const lists: number[][] = []
    for (const locale of ['en', 'ar'] as const) {
      const data = await read(
        `query($locale: LocaleInputType) { Faqs(limit: 100, sort: "_order", locale: $locale) { docs { id _order question answer } } }`,
        { locale },
      )
      expect(data.Faqs.docs.length >= 10).toBeTruthy()
      const keys: string[] = data.Faqs.docs.map((f: any) => f._order)
      expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true)
      expect(keys).toStrictEqual([...keys].sort())
      expect(new Set(keys).size).toBe(keys.length)
      for (const f of data.Faqs.docs) expect(ARABIC.test(f.question + f.answer), f.question).toBe(locale === 'ar')
      lists.push(data.Faqs.docs.map((f: any) => f.id))
    }
    expect(lists[1]).toStrictEqual(lists[0])
  })

  test('q1–q6 with the Antalya and Istanbul links', async () => {
    const q = `query($locale: LocaleInputType) { PreferenceQuestions(sort: "key", locale: $locale) { docs { key title description additionalLink { name link } } } }`
    const en = (await read(q, { locale: 'en' })).PreferenceQuestions.docs
    const ar = (await read(q, { locale: 'ar' })).PreferenceQuestions.docs
    expect(en.map((d: any) => d.key)).toStrictEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6'])
    const byKey = (docs: any[], key: string) => docs.find((d) => d.key === key)
    expect(byKey(en, 'q3').additionalLink.link).toBe('/cities/antalya')
    expect(byKey(en, 'q4').additionalLink.link).toBe('/cities/istanbul')
    expect(byKey(ar, 'q3').additionalLink.link).toBe('/cities/antalya')
    expect(byKey(ar, 'q3').additionalLink.name).toMatch(/أنطاليا/)
    expect(byKey(en, 'q1').title + byKey(en, 'q1').description).toMatch(/budget/i)
    for (const d of ar) expect(d.title).toMatch(ARABIC)
  })
})

describe('reference data', () => {
  test('every country with its fields; IQ, JO, RU and SA offered; Arabic names', async () => {
    const data = await read(`{
      all: Countries(limit: 1) { totalDocs }
      offered: Countries(where: { offered: { equals: true } }, sort: "isoCode", locale: ar) { docs { isoCode name flag phonecode currency latitude longitude timezones { zoneName gmtOffset gmtOffsetName abbreviation tzName } } }
      extra: Countries(where: { isoCode: { in: ["XK", "CW", "SX"] } }) { totalDocs }
    }`)
    expect(data.all.totalDocs).toBe(250)
    expect(data.extra.totalDocs).toBe(3)
    expect(data.offered.docs.map((c: any) => c.isoCode)).toStrictEqual(['IQ', 'JO', 'RU', 'SA'])
    const sa = data.offered.docs.find((c: any) => c.isoCode === 'SA')
    expect(sa.name).toBe('السعودية')
    expect(sa.phonecode).toBe('966')
    expect(sa.currency).toBe('SAR')
    expect(sa.timezones[0].zoneName).toBe('Asia/Riyadh')
  })

  test('specialities, treatments, doctors, facilities and cities are localized and linked', async () => {
    const data = await read(`{
      Specialities(limit: 100, locale: ar) { docs { slug name } }
      Treatments(limit: 100) { totalDocs docs { name speciality { slug } } }
      Doctors(limit: 100, locale: ar) { docs { name bio languages slotMinutes workingHours { day start end } provider { slug } facility { slug city { slug } } speciality { slug } photo { url } } }
      Cities(limit: 10, sort: "slug", locale: ar) { docs { slug name country { isoCode } page { path } } }
    }`)
    expect(data.Specialities.docs.length >= 5).toBeTruthy()
    for (const s of data.Specialities.docs) expect(s.name).toMatch(ARABIC)
    expect(data.Treatments.totalDocs >= 10).toBeTruthy()
    const providers = new Set(data.Doctors.docs.map((d: any) => d.provider.slug))
    expect(providers).toStrictEqual(new Set(['medical-park', 'dunyagoz', 'estethica']))
    for (const d of data.Doctors.docs) {
      expect(d.name).toMatch(ARABIC)
      expect(d.workingHours.length > 0 && d.slotMinutes > 0 && d.photo.url && d.facility.city.slug).toBeTruthy()
    }
    const istanbul = data.Cities.docs.find((c: any) => c.slug === 'istanbul')
    expect(istanbul.name).toBe('إسطنبول')
    expect(istanbul.country.isoCode).toBe('TR')
    expect(istanbul.page.path).toBe('cities/istanbul')
  })
})
