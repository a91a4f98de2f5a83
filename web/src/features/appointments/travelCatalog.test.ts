import i18n from 'i18next'

import { travelServices } from '@medtour/seed/data/globals'
import type { TravelServicesGlobal } from './api/travelServices'
import { travelServicesGlobal } from './testing'
import { type ResolvedField, catalogFields, resolveCatalog } from './travelCatalog'
import { PACKAGES } from './travelPackages'

const t = i18n.t.bind(i18n)

/** The seed's content with some changes, as the panel would store them. */
const edited = (change: (global: TravelServicesGlobal) => void) => {
  const global = structuredClone(travelServicesGlobal('en'))
  change(global)
  return global
}
const field = (global: TravelServicesGlobal, name: string) =>
  global.packages!.flatMap((p) => p.fields ?? []).find((f) => f.name === name)!
const resolved = (fields: ResolvedField[], name: string) => fields.find((f) => f.name === name)!

describe('the travel-services seed and the site', () => {
  it('store the same packages, fields, kinds, bounds and codes, in the same order', () => {
    const kindOf = (f: (typeof PACKAGES)[number]['fields'][number]) =>
      f.name === 'transport_Biscuit'
        ? 'boolean'
        : ({ count: 'number', select: 'select', radio: 'select', text: 'textarea' } as const)[f.kind]
    expect(travelServices.map((p) => [p.key, p.selectionFlag])).toEqual(PACKAGES.map((p) => [p.key, p.flag]))
    for (const pack of PACKAGES) {
      const seeded = travelServices.find((p) => p.key === pack.key)!
      expect(seeded.fields.map((f) => f.name)).toEqual(pack.fields.map((f) => f.name))
      for (const f of pack.fields) {
        const s = seeded.fields.find((x) => x.name === f.name)!
        expect([f.name, s.kind]).toEqual([f.name, kindOf(f)])
        expect([f.name, s.required ?? false]).toEqual([f.name, f.kind !== 'text'])
        if (f.kind === 'count') expect([f.name, s.min, s.max]).toEqual([f.name, f.min, f.max])
        if (f.kind === 'text') expect([f.name, s.max]).toEqual([f.name, f.max])
        // The internet question stores true/false: its yes/no are the site's words.
        if ((f.kind === 'select' || f.kind === 'radio') && f.name !== 'transport_Biscuit')
          expect([f.name, (s.options ?? []).map((o) => o.value)]).toEqual([f.name, [...f.options]])
      }
    }
  })

  it('words every option the site offers in both languages, as the site would', async () => {
    for (const lang of ['en', 'ar'] as const) {
      await i18n.changeLanguage(lang)
      const fallback = catalogFields(resolveCatalog(null, t))
      const fromSeed = catalogFields(resolveCatalog(travelServicesGlobal(lang), t))
      expect(fromSeed.map((f) => [f.name, f.label, f.choices])).toEqual(
        fallback.map((f) => [f.name, f.label, f.choices]),
      )
    }
    await i18n.changeLanguage('en')
  })
})

describe('resolveCatalog', () => {
  beforeAll(() => i18n.changeLanguage('en'))

  it("without the global speaks the site's words with the site's drawings", () => {
    const catalog = resolveCatalog(null, t)
    expect(catalog.map((p) => p.title)).toEqual([
      'Flight',
      'Accommodation',
      'Transport & Connectivity',
      'Translation',
      'Tourist Activity',
    ])
    expect(catalog[0]).toMatchObject({
      banner: '/images/services/flight.svg',
      thumbnail: '/images/services/flight.svg',
      prompt: expect.stringMatching(/flights to Turkey/),
    })
    const flightClass = resolved(catalog[0]!.fields, 'flight_Class')
    expect(flightClass.label).toBe('Travel class')
    expect(flightClass.choices).toContainEqual({ value: 'premium_economy', label: 'Premium economy' })
    expect(resolved(catalog[2]!.fields, 'transport_Biscuit').choices).toEqual([
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ])
  })

  it("takes the global's title, prompt, banner and labels, matching options by their code", () => {
    const global = edited((g) => {
      g.packages![0]!.title = 'Flights'
      g.packages![0]!.prompt = 'Fly with us'
      field(g, 'flight_Class').label = 'Cabin class'
      field(g, 'flight_Class').options = [
        { value: 'first', label: 'First class' },
        { value: 'premium_economy', label: 'Premium economy (extra legroom)' },
        { value: 'space', label: 'Space tourism' },
      ]
    })
    const [flight] = resolveCatalog(global, t)
    expect(flight).toMatchObject({
      title: 'Flights',
      prompt: 'Fly with us',
      banner: '/api/media/file/service-flight.jpg',
      thumbnail: '/api/media/file/service-flight-400x160.jpg',
    })
    // The site's codes in the site's order; an option the site does not store is not offered.
    expect(resolved(flight!.fields, 'flight_Class')).toMatchObject({
      label: 'Cabin class',
      choices: [
        { value: 'economy', label: 'Economy' },
        { value: 'premium_economy', label: 'Premium economy (extra legroom)' },
        { value: 'business', label: 'Business' },
        { value: 'first', label: 'First class' },
      ],
    })
  })

  it('falls back per package, field and text when the global lacks them', () => {
    const global = edited((g) => {
      g.packages = g.packages!.filter((p) => p.key !== 'translation')
      const flight = g.packages[0]!
      flight.fields = flight.fields!.filter((f) => f.name !== 'flight_AdultTravellers')
      flight.title = '  '
      flight.banner = null
      field(g, 'accomodation_Proximity').options = [{ value: 'walking', label: null }]
    })
    const catalog = resolveCatalog(global, t)
    expect(catalog.map((p) => p.key)).toEqual(PACKAGES.map((p) => p.key))
    expect(catalog[0]).toMatchObject({ title: 'Flight', banner: '/images/services/flight.svg' })
    expect(resolved(catalog[0]!.fields, 'flight_AdultTravellers')).toMatchObject({
      label: 'Adult travellers',
      min: 1,
      max: 9,
    })
    expect(resolved(catalog[1]!.fields, 'accomodation_Proximity').choices[0]).toEqual({
      value: 'walking',
      label: 'Walking distance',
    })
    expect(catalog[3]).toMatchObject({ title: 'Translation', banner: '/images/services/translation.svg' })
  })

  it('keeps the stricter bounds, ignores impossible ones and lets the global require free text', () => {
    const global = edited((g) => {
      Object.assign(field(g, 'flight_AdultTravellers'), { min: 2, max: 40 })
      Object.assign(field(g, 'accomodation_Rooms'), { min: 0, max: 4 })
      Object.assign(field(g, 'accomodation_Beds'), { min: 30, max: 40 })
      Object.assign(field(g, 'flight_OtherPreferences'), { required: true, max: 500 })
      Object.assign(field(g, 'flight_Class'), { required: false })
    })
    const fields = catalogFields(resolveCatalog(global, t))
    expect(resolved(fields, 'flight_AdultTravellers')).toMatchObject({ min: 2, max: 9 })
    expect(resolved(fields, 'accomodation_Rooms')).toMatchObject({ min: 1, max: 4 })
    expect(resolved(fields, 'accomodation_Beds')).toMatchObject({ min: 1, max: 20 })
    expect(resolved(fields, 'flight_OtherPreferences')).toMatchObject({ required: true, max: 500 })
    expect(resolved(fields, 'flight_Class').required).toBe(true)
    expect(resolved(fields, 'accomodation_OtherPreferences')).toMatchObject({ required: false, max: 2000 })
  })
})
