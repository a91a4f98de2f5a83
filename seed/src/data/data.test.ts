/**
 * What the seed's content promises patients (issue 20): nothing offered that cannot be booked,
 * no placeholder address shown to users, a price or "on request" for every doctor.
 */
import { isPhone } from '@medtour/cms/shared/formats'

import { doctors } from './doctors'
import { contactChannels, navigation } from './globals'
import { cities } from './cities'
import { faqs } from './faqs'
import { pages } from './pages'
import { providers } from './providers'
import { reviews } from './reviews'
import { specialities } from './specialities'

test('every speciality offered has at least one doctor to book', () => {
  const booked = new Set(doctors.map((d) => d.speciality))
  expect(specialities.filter((s) => !booked.has(s.slug)).map((s) => s.slug)).toEqual([])
})

test('every doctor has a price or says it is on request, and a name and title in both languages', () => {
  for (const d of doctors) {
    expect(d.consultationFee === null || d.consultationFee > 0).toBe(true)
    for (const lang of ['en', 'ar'] as const) {
      expect(d.content[lang].name.trim()).not.toBe('')
      expect(d.content[lang].title.trim()).not.toBe('')
    }
  }
})

test('no placeholder address (example.com) in anything users read', () => {
  const shown = JSON.stringify([doctors, providers, reviews, pages, faqs, cities, navigation, specialities])
  expect(shown).not.toMatch(/example\.(com|org|net)/i)
})

test('the menu leads to a doctor and to a person; the contact numbers are numbers in both languages', () => {
  const paths = navigation.items.map((i) => i.path)
  expect(paths).toEqual(expect.arrayContaining(['doctor-list', 'contact']))
  for (const lang of ['en', 'ar'] as const) {
    expect(isPhone(contactChannels.phone[lang])).toBe(true)
    expect(isPhone(contactChannels.whatsapp[lang])).toBe(true)
  }
})
