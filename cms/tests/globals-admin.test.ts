/**
 * Globals per language, locale fallback, and the staff workflow of the acceptance list:
 * the panel's login in English and Arabic, and an admin editing a provider's Arabic name.
 */
import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'

import { account, closeLocal } from './fixtures'
import { ARABIC, BASE_URL, read, rest } from './helpers'

after(closeLocal)

const GLOBALS = `query($locale: LocaleInputType) {
  Navigation(locale: $locale) { items { path textId label subItems { path textId label } } startNow { visible path label } }
  Footer(locale: $locale) { poweredBy claims { title text } links { path label } }
  SocialLink { links { network url arabicUrl } }
  LiveChat { enabled widgetIdArabic widgetIdOther scriptUrl }
  TravelService(locale: $locale) { packages { key selectionFlag title prompt banner { url } fields { name label kind options { value label } } } }
}`

describe('globals', () => {
  test('navigation follows spec §2 and is labelled in both languages', async () => {
    const en = await read(GLOBALS, { locale: 'en' })
    const ar = await read(GLOBALS, { locale: 'ar' })
    const shape = (nav: any) => nav.items.map((i: any) => [i.path, i.subItems.map((s: any) => s.path)])
    const spec = [
      ['about-us', []],
      [
        'medical-tourism',
        [
          'medical-tourism/why-medical-tourism',
          'medical-tourism/is-it-right-for-me',
          'medical-tourism/essentials-to-pack',
        ],
      ],
      ['turkey', ['turkey/about-turkey', 'turkey/why-turkey']],
      ['cities', ['cities/istanbul', 'cities/antalya']],
      ['health-providers', []],
      ['faq', []],
      ['treatments', []],
      ['what-to-expect', []],
    ]
    assert.deepEqual(shape(en.Navigation), spec)
    assert.deepEqual(shape(ar.Navigation), spec)
    assert.equal(en.Navigation.items[0].label, 'About Us')
    assert.equal(ar.Navigation.items[0].label, 'من نحن')
    assert.equal(ar.Navigation.items[3].subItems[0].label, 'إسطنبول')
    assert.equal(en.Navigation.startNow.visible, false)
    assert.equal(en.Navigation.startNow.path, 'treatments')
    assert.equal(ar.Navigation.startNow.label, 'ابدأ الآن')
  })

  test('footer: powered-by text, the three claims, terms and privacy links per language', async () => {
    const en = (await read(GLOBALS, { locale: 'en' })).Footer
    const ar = (await read(GLOBALS, { locale: 'ar' })).Footer
    assert.match(en.poweredBy, /^Powered by/)
    assert.match(ar.poweredBy, ARABIC)
    assert.deepEqual(
      en.claims.map((c: any) => c.title),
      ['Certified providers', 'Transparent process', 'Experienced guidance'],
    )
    assert.equal(ar.claims.length, 3)
    for (const c of ar.claims) assert.match(c.title, ARABIC)
    assert.deepEqual(
      en.links.map((l: any) => l.path),
      ['terms-and-conditions', 'privacy-policy'],
    )
    assert.equal(ar.links[1].label, 'سياسة الخصوصية')
  })

  test('social links (three networks, Instagram per language) and live chat settings', async () => {
    const data = await read(GLOBALS, { locale: 'en' })
    assert.equal(data.SocialLink.links.length, 3)
    const instagram = data.SocialLink.links.find((l: any) => l.network === 'instagram')
    assert.ok(instagram.url && instagram.arabicUrl && instagram.url !== instagram.arabicUrl)
    assert.equal(data.LiveChat.enabled, true)
    assert.match(data.LiveChat.scriptUrl, /\{widgetId\}/)
  })

  test('the five travel-service packages with their selection flags and fields', async () => {
    const en = (await read(GLOBALS, { locale: 'en' })).TravelService.packages
    const ar = (await read(GLOBALS, { locale: 'ar' })).TravelService.packages
    assert.deepEqual(
      en.map((p: any) => [p.selectionFlag, p.fields.map((f: any) => f.name)]),
      [
        [
          'isFlightSelected',
          ['flight_AdultTravellers', 'flight_InfantTravellers', 'flight_Class', 'flight_OtherPreferences'],
        ],
        [
          'isAccommodationSelected',
          [
            'accomodation_Proximity',
            'accomodation_Stars',
            'accomodation_Guests',
            'accomodation_Rooms',
            'accomodation_Beds',
            'accomodation_OtherPreferences',
          ],
        ],
        ['isTransportSelected', ['transport_CarClass', 'transport_Biscuit']],
        ['isTranslationSelected', ['translation_LangFrom']],
        ['isTouristSelected', []],
      ],
    )
    assert.equal(en[0].title, 'Flight')
    assert.equal(ar[0].title, 'الطيران')
    assert.match(ar[0].fields[2].options[0].label, ARABIC)
    assert.equal(en[0].fields[2].options[0].label, 'Economy')
    for (const p of en) assert.ok(p.banner?.url && p.prompt)
  })
})

describe('localization', () => {
  test('a field without an Arabic value falls back to English', async () => {
    const admin = await account('ROLE_ADMIN')
    const created = await rest('POST', '/faqs?locale=en', {
      token: admin.token,
      body: { question: 'Only in English?', answer: 'Yes, for now.', order: 991 },
    })
    assert.equal(created.status, 201)
    try {
      const data = await read(`query($id: Int!) { Faq(id: $id, locale: ar) { question answer } }`, {
        id: created.body.doc.id,
      })
      assert.equal(data.Faq.question, 'Only in English?')
      const strict = await read(`query($id: Int!) { Faq(id: $id, locale: ar, fallbackLocale: none) { question } }`, {
        id: created.body.doc.id,
      })
      assert.equal(strict.Faq.question, null)
    } finally {
      await rest('DELETE', `/faqs/${created.body.doc.id}`, { token: admin.token })
    }
  })
})

describe('CMS panel', () => {
  test('the login page is in English by default and in Arabic, right to left, for an Arabic browser', async () => {
    const en = await (
      await fetch(`${BASE_URL}/admin/login`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).text()
    const ar = await (
      await fetch(`${BASE_URL}/admin/login`, { headers: { 'accept-language': 'ar-SA,ar;q=0.9' } })
    ).text()
    assert.match(en, /<html[^>]*lang="en"/)
    assert.match(en, /Login|Log in/)
    assert.match(ar, /<html[^>]*dir="RTL"|<html[^>]*dir="rtl"/i)
    assert.match(ar, /<html[^>]*lang="ar"/)
    assert.match(ar, /تسجيل الدخول/)
  })

  test("the seeded admin logs in and edits a provider's Arabic name; English is untouched", async () => {
    const login = await rest('POST', '/users/login', { body: { email: 'admin@medtour.local', password: 'Admin!2345' } })
    assert.equal(login.status, 200, 'seeded admin login')
    const token = login.body.token
    const q = `query($locale: LocaleInputType) { Providers(where: { slug: { equals: "dunyagoz" } }, locale: $locale) { docs { id name } } }`
    const before = (await read(q, { locale: 'ar' })).Providers.docs[0]
    const english = (await read(q, { locale: 'en' })).Providers.docs[0].name
    const renamed = `${before.name} للعيون`
    try {
      const res = await rest('PATCH', `/providers/${before.id}?locale=ar`, { token, body: { name: renamed } })
      assert.equal(res.status, 200)
      assert.equal((await read(q, { locale: 'ar' })).Providers.docs[0].name, renamed)
      assert.equal((await read(q, { locale: 'en' })).Providers.docs[0].name, english)
    } finally {
      await rest('PATCH', `/providers/${before.id}?locale=ar`, { token, body: { name: before.name } })
    }
  })
})
