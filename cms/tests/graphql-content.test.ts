/**
 * Localized GraphQL reads of everything the site needs, in English and Arabic. The figures
 * are the specification's own (spec §1), written here independently of the seed fixtures.
 */
import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'

import { closeLocal } from './fixtures'
import { ARABIC, read } from './helpers'

after(closeLocal)

const PROVIDER = `query Provider($slug: String!, $locale: LocaleInputType!) {
  Providers(where: { slug: { equals: $slug } }, locale: $locale, limit: 1) {
    docs {
      slug name brief description rating totalReviews totalRating priceRange lat lng address nextAvailable
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
  assert.ok(doc, `provider ${slug} (${locale}) not found`)
  return doc
}
const figure = (doc: any, key: string) => doc.figures.find((f: any) => f.key === key)?.value

describe('providers', () => {
  test('Estethica: 4.8 from 5991 reviews and 240 staff in English; 6000 and over 200 in Arabic', async () => {
    const en = await provider('estethica', 'en')
    const ar = await provider('estethica', 'ar')
    assert.equal(en.rating, 4.8)
    assert.equal(en.totalReviews, 5991)
    assert.equal(ar.totalReviews, 6000)
    assert.equal(figure(en, 'medicalStaff'), '240')
    assert.equal(figure(ar, 'medicalStaff'), 'أكثر من 200')
    assert.equal(figure(en, 'hairTransplantsPerYear'), '2,500+')
    assert.equal(figure(en, 'operatingRooms'), '12')
    assert.equal(figure(en, 'floors'), '8')
    assert.equal(figure(en, 'yearsExperience'), '15')
    assert.match(figure(en, 'methods'), /FUE/)
    assert.match(figure(en, 'methods'), /DHI/)
    assert.equal(en.name, 'Estethica')
    assert.match(ar.name, ARABIC)
  })

  test('Dünyagöz: 4.7 from 8043 reviews, founded 1996, 21 + 9 sites, 300 physicians', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const doc = await provider('dunyagoz', locale)
      assert.equal(doc.rating, 4.7)
      assert.equal(doc.totalReviews, 8043)
      assert.equal(figure(doc, 'founded'), '1996')
      assert.equal(figure(doc, 'sitesTurkey'), '21')
      assert.equal(figure(doc, 'sitesAbroad'), '9')
      assert.equal(figure(doc, 'physicians'), '300')
      assert.equal(figure(doc, 'supportStaff'), '3,500')
      assert.equal(figure(doc, 'countries'), '160')
      assert.match(figure(doc, 'patientsPerYear'), /110,000/)
    }
  })

  test('Medical Park: 4.3 from 10,203 reviews, founded 1993, 28 hospitals in 17 cities', async () => {
    const en = await provider('medical-park', 'en')
    const ar = await provider('medical-park', 'ar')
    for (const doc of [en, ar]) {
      assert.equal(doc.rating, 4.3)
      assert.equal(doc.totalReviews, 10203)
      assert.equal(figure(doc, 'founded'), '1993')
      assert.equal(figure(doc, 'hospitals'), '28')
      assert.equal(figure(doc, 'cities'), '17')
      assert.equal(figure(doc, 'operatingTheatres'), '200')
      assert.match(figure(doc, 'employees'), /14,000/)
      assert.match(figure(doc, 'beds'), /5,500/)
      assert.match(figure(doc, 'academicPhysicians'), /680/)
    }
    assert.equal(en.priceRange, '$300 - $1000')
    // The Arabic copy covers oncology, obesity, cardiology, orthopedics, nuclear medicine, stroke units.
    const arText = JSON.stringify([ar.content, ar.treatmentLists, ar.excellenceAreas])
    for (const word of ['الأورام', 'السمنة', 'القلب', 'العظام', 'النووي', 'السكتة'])
      assert.ok(arText.includes(word), `Arabic copy lacks ${word}`)
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
          assert.notEqual(doc[field], null, `${slug}.${field}`)
        }
        assert.ok(doc.certifications.length > 0 && doc.excellenceAreas.length > 0 && doc.treatmentLists.length > 0)
        assert.ok(doc.speciality?.slug, 'speciality')
        assert.match(doc.image.url, /\/api\/media\/file\/provider-[a-z-]+\.jpg$/)
      }
      assert.match(ar.certifications[0].text, ARABIC)
      assert.match(ar.excellenceAreas[0].text, ARABIC)
      assert.doesNotMatch(en.certifications.map((c: any) => c.text).join(' '), ARABIC)
      assert.match(ar.content.root.direction, /rtl/)
    }
  })
})

describe('reviews', () => {
  test('seven English samples rated 5, and Arabic reviews for every provider', async () => {
    const data = await read(`{
      en: Reviews(where: { language: { equals: en } }, limit: 100) { totalDocs docs { rating authorName text time relativeTimeDescription locationName locationType locationArea reviewLink provider { slug } } }
      ar: Reviews(where: { language: { equals: ar } }, limit: 100) { totalDocs docs { text provider { slug } } }
    }`)
    assert.equal(data.en.totalDocs, 7)
    for (const r of data.en.docs) {
      assert.equal(r.rating, 5)
      for (const f of [
        'authorName',
        'text',
        'time',
        'relativeTimeDescription',
        'locationName',
        'locationType',
        'locationArea',
        'reviewLink',
      ])
        assert.ok(r[f], f)
    }
    assert.deepEqual(
      new Set(data.ar.docs.map((r: any) => r.provider.slug)),
      new Set(['medical-park', 'dunyagoz', 'estethica']),
    )
    for (const r of data.ar.docs) assert.match(r.text, ARABIC)
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
        `query($locale: LocaleInputType) { Pages(limit: 50, locale: $locale, sort: "order") { docs { path title description intro body banner { url alt } } } }`,
        { locale },
      )
      assert.deepEqual(
        data.Pages.docs.map((p: any) => p.path),
        PATHS,
      )
      for (const page of data.Pages.docs) {
        assert.ok(page.title && page.description && page.body?.root?.children?.length > 2, `${page.path} (${locale})`)
        assert.ok(page.banner?.url, `${page.path} banner`)
        if (locale === 'ar') {
          assert.match(page.title, ARABIC)
          assert.match(page.banner.alt, ARABIC)
          assert.equal(page.body.root.direction, 'rtl')
        } else {
          assert.doesNotMatch(page.title + page.description, ARABIC)
        }
      }
    }
  })

  test('about us reads differently in Arabic and English', async () => {
    const q = `query($locale: LocaleInputType) { Pages(where: { slug: { equals: "about-us" } }, locale: $locale) { docs { title } } }`
    const en = (await read(q, { locale: 'en' })).Pages.docs[0].title
    const ar = (await read(q, { locale: 'ar' })).Pages.docs[0].title
    assert.match(en, /about/i)
    assert.equal(ar, 'من نحن')
  })
})

describe('FAQs and preference questions', () => {
  test('FAQs in both languages, in order', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const data = await read(
        `query($locale: LocaleInputType) { Faqs(limit: 100, sort: "order", locale: $locale) { docs { order question answer } } }`,
        { locale },
      )
      assert.ok(data.Faqs.docs.length >= 10)
      assert.deepEqual(
        data.Faqs.docs.map((f: any) => f.order),
        [...data.Faqs.docs.map((f: any) => f.order)].sort((a, b) => a - b),
      )
      for (const f of data.Faqs.docs) assert.equal(ARABIC.test(f.question + f.answer), locale === 'ar', f.question)
    }
  })

  test('q1–q6 with the Antalya and Istanbul links', async () => {
    const q = `query($locale: LocaleInputType) { PreferenceQuestions(sort: "key", locale: $locale) { docs { key title description additionalLink { name link } } } }`
    const en = (await read(q, { locale: 'en' })).PreferenceQuestions.docs
    const ar = (await read(q, { locale: 'ar' })).PreferenceQuestions.docs
    assert.deepEqual(
      en.map((d: any) => d.key),
      ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'],
    )
    const byKey = (docs: any[], key: string) => docs.find((d) => d.key === key)
    assert.equal(byKey(en, 'q3').additionalLink.link, '/cities/antalya')
    assert.equal(byKey(en, 'q4').additionalLink.link, '/cities/istanbul')
    assert.equal(byKey(ar, 'q3').additionalLink.link, '/cities/antalya')
    assert.match(byKey(ar, 'q3').additionalLink.name, /أنطاليا/)
    assert.match(byKey(en, 'q1').title + byKey(en, 'q1').description, /budget/i)
    for (const d of ar) assert.match(d.title, ARABIC)
  })
})

describe('reference data', () => {
  test('every country with its fields; IQ, JO, RU and SA offered; Arabic names', async () => {
    const data = await read(`{
      all: Countries(limit: 1) { totalDocs }
      offered: Countries(where: { offered: { equals: true } }, sort: "isoCode", locale: ar) { docs { isoCode name flag phonecode currency latitude longitude timezones { zoneName gmtOffset gmtOffsetName abbreviation tzName } } }
      extra: Countries(where: { isoCode: { in: ["XK", "CW", "SX"] } }) { totalDocs }
    }`)
    assert.equal(data.all.totalDocs, 250)
    assert.equal(data.extra.totalDocs, 3)
    assert.deepEqual(
      data.offered.docs.map((c: any) => c.isoCode),
      ['IQ', 'JO', 'RU', 'SA'],
    )
    const sa = data.offered.docs.find((c: any) => c.isoCode === 'SA')
    assert.equal(sa.name, 'السعودية')
    assert.equal(sa.phonecode, '966')
    assert.equal(sa.currency, 'SAR')
    assert.equal(sa.timezones[0].zoneName, 'Asia/Riyadh')
  })

  test('specialities, treatments, doctors, facilities and cities are localized and linked', async () => {
    const data = await read(`{
      Specialities(limit: 100, locale: ar) { docs { slug name } }
      Treatments(limit: 100) { totalDocs docs { name speciality { slug } } }
      Doctors(limit: 100, locale: ar) { docs { name bio languages slotMinutes workingHours { day start end } provider { slug } facility { slug city { slug } } speciality { slug } photo { url } } }
      Cities(limit: 10, sort: "slug", locale: ar) { docs { slug name country { isoCode } page { path } } }
    }`)
    assert.ok(data.Specialities.docs.length >= 5)
    for (const s of data.Specialities.docs) assert.match(s.name, ARABIC)
    assert.ok(data.Treatments.totalDocs >= 10)
    const providers = new Set(data.Doctors.docs.map((d: any) => d.provider.slug))
    assert.deepEqual(providers, new Set(['medical-park', 'dunyagoz', 'estethica']))
    for (const d of data.Doctors.docs) {
      assert.match(d.name, ARABIC)
      assert.ok(d.workingHours.length > 0 && d.slotMinutes > 0 && d.photo.url && d.facility.city.slug)
    }
    const istanbul = data.Cities.docs.find((c: any) => c.slug === 'istanbul')
    assert.equal(istanbul.name, 'إسطنبول')
    assert.equal(istanbul.country.isoCode, 'TR')
    assert.equal(istanbul.page.path, 'cities/istanbul')
  })
})
