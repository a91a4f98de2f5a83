import { createRequire } from 'node:module'

import { Country } from 'country-state-city'
import countries from 'i18n-iso-countries'
import type { Payload } from 'payload'

import { OFFERED_COUNTRIES } from '@medtour/cms/shared/formats'

import { idsBy } from '../lib/lookup'
import type { Stats } from '../lib/upsert'

const require = createRequire(import.meta.url)
countries.registerLocale(require('i18n-iso-countries/langs/ar.json'))

/** Patients may register from these countries (spec §9; @medtour/cms/shared/formats). */
export const OFFERED: readonly string[] = OFFERED_COUNTRIES

const toNumber = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v))

/** Every country of the bundled list (250, Kosovo, Curaçao and Sint Maarten included). */
export const seedCountries = async (payload: Payload, force: boolean, stats: Stats) => {
  const existing = await idsBy(payload, 'countries', 'isoCode')
  for (const c of Country.getAllCountries()) {
    const id = existing.get(c.isoCode)
    if (id !== undefined && !force) {
      stats.unchanged++
      continue
    }
    const data = {
      name: c.name,
      isoCode: c.isoCode,
      flag: c.flag,
      phonecode: c.phonecode,
      currency: c.currency,
      latitude: toNumber(c.latitude),
      longitude: toNumber(c.longitude),
      timezones: (c.timezones ?? []).map((t) => ({
        zoneName: t.zoneName,
        gmtOffset: t.gmtOffset,
        gmtOffsetName: t.gmtOffsetName,
        abbreviation: t.abbreviation,
        tzName: t.tzName,
      })),
      offered: OFFERED.includes(c.isoCode),
      active: true,
    }
    const opts = { collection: 'countries' as const, depth: 0, overrideAccess: true, context: { seeding: true } }
    const doc =
      id === undefined
        ? await payload.create({ ...opts, data, locale: 'en' })
        : await payload.update({ ...opts, id, data, locale: 'en' })
    const arabic = countries.getName(c.isoCode, 'ar')
    if (arabic) await payload.update({ ...opts, id: doc.id, data: { name: arabic }, locale: 'ar' })
    if (id === undefined) stats.created++
    else stats.updated++
  }
}
