/**
 * Globals per language, locale fallback, and the staff workflow of the acceptance list:
 * the panel's login in English and Arabic, and an admin editing a provider's Arabic name.
 */

import { account, closeLocal } from './fixtures'
import { ARABIC, BASE_URL, read, rest } from './helpers'

afterAll(closeLocal)

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
      // Past the spec's list (issue 20): a way to a doctor and to a person from every page.
      ['doctor-list', []],
      ['contact', []],
    ]
    expect(shape(en.Navigation)).toStrictEqual(spec)
    expect(shape(ar.Navigation)).toStrictEqual(spec)
    expect(en.Navigation.items[0].label).toBe('About Us')
    expect(ar.Navigation.items[0].label).toBe('من نحن')
    expect(ar.Navigation.items[3].subItems[0].label).toBe('إسطنبول')
    expect(en.Navigation.startNow.visible).toBe(false)
    expect(en.Navigation.startNow.path).toBe('treatments')
    expect(ar.Navigation.startNow.label).toBe('ابدأ الآن')
  })

  test('footer: powered-by text, the three claims, terms and privacy links per language', async () => {
    const en = (await read(GLOBALS, { locale: 'en' })).Footer
    const ar = (await read(GLOBALS, { locale: 'ar' })).Footer
    expect(en.poweredBy).toMatch(/^Powered by/)
    expect(ar.poweredBy).toMatch(ARABIC)
    expect(en.claims.map((c: any) => c.title)).toStrictEqual([
      'Certified providers',
      'Transparent process',
      'Experienced guidance',
    ])
    expect(ar.claims.length).toBe(3)
    for (const c of ar.claims) expect(c.title).toMatch(ARABIC)
    expect(en.links.map((l: any) => l.path)).toStrictEqual(['terms-and-conditions', 'privacy-policy'])
    expect(ar.links[1].label).toBe('سياسة الخصوصية')
  })

  test('social links (three networks, Instagram per language) and live chat settings', async () => {
    const data = await read(GLOBALS, { locale: 'en' })
    expect(data.SocialLink.links.length).toBe(3)
    const instagram = data.SocialLink.links.find((l: any) => l.network === 'instagram')
    expect(instagram.url && instagram.arabicUrl && instagram.url !== instagram.arabicUrl).toBeTruthy()
    expect(data.LiveChat.enabled).toBe(true)
    expect(data.LiveChat.scriptUrl).toMatch(/\{widgetId\}/)
  })

  test('the five travel-service packages with their selection flags and fields', async () => {
    const en = (await read(GLOBALS, { locale: 'en' })).TravelService.packages
    const ar = (await read(GLOBALS, { locale: 'ar' })).TravelService.packages
    expect(en.map((p: any) => [p.selectionFlag, p.fields.map((f: any) => f.name)])).toStrictEqual([
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
    ])
    expect(en[0].title).toBe('Flight')
    expect(ar[0].title).toBe('الطيران')
    expect(ar[0].fields[2].options[0].label).toMatch(ARABIC)
    expect(en[0].fields[2].options[0].label).toBe('Economy')
    for (const p of en) expect(p.banner?.url && p.prompt).toBeTruthy()
  })
})

describe('localization', () => {
  test('a field without an Arabic value falls back to English', async () => {
    const admin = await account('ROLE_ADMIN')
    const created = await rest('POST', '/faqs?locale=en', {
      token: admin.token,
      body: { question: 'Only in English?', answer: 'Yes, for now.', _status: 'published' },
    })
    expect(created.status).toBe(201)
    try {
      const data = await read(`query($id: Int!) { Faq(id: $id, locale: ar) { question answer } }`, {
        id: created.body.doc.id,
      })
      expect(data.Faq.question).toBe('Only in English?')
      const strict = await read(`query($id: Int!) { Faq(id: $id, locale: ar, fallbackLocale: none) { question } }`, {
        id: created.body.doc.id,
      })
      expect(strict.Faq.question).toBe(null)
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
    expect(en).toMatch(/<html[^>]*lang="en"/)
    expect(en).toMatch(/Login|Log in/)
    expect(ar).toMatch(/<html[^>]*dir="RTL"|<html[^>]*dir="rtl"/i)
    expect(ar).toMatch(/<html[^>]*lang="ar"/)
    expect(ar).toMatch(/تسجيل الدخول/)
  })

  test("the seeded admin logs in and edits a provider's Arabic name; English is untouched", async () => {
    const login = await rest('POST', '/users/login', { body: { email: 'admin@medtour.local', password: 'Admin!2345' } })
    expect(login.status, 'seeded admin login').toBe(200)
    const token = login.body.token
    const q = `query($locale: LocaleInputType) { Providers(where: { slug: { equals: "dunyagoz" } }, locale: $locale) { docs { id name } } }`
    const before = (await read(q, { locale: 'ar' })).Providers.docs[0]
    const english = (await read(q, { locale: 'en' })).Providers.docs[0].name
    const renamed = `${before.name} للعيون`
    try {
      const res = await rest('PATCH', `/providers/${before.id}?locale=ar`, { token, body: { name: renamed } })
      expect(res.status).toBe(200)
      expect((await read(q, { locale: 'ar' })).Providers.docs[0].name).toBe(renamed)
      expect((await read(q, { locale: 'en' })).Providers.docs[0].name).toBe(english)
    } finally {
      await rest('PATCH', `/providers/${before.id}?locale=ar`, { token, body: { name: before.name } })
    }
  })
})
