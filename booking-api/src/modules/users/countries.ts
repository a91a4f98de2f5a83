import type { Payload } from 'payload'

import { AppError } from '../../lib/AppError'

/**
 * The id of an active country by ISO code (any of @medtour/cms/shared/countries: the seed loads
 * them all); a field error when the panel has none or switched it off.
 */
export const countryIdOf = async (payload: Payload, isoCode: string): Promise<number> => {
  // A system lookup: which countries patients may choose is not the caller's to see or hide.
  const { docs } = await payload.find({
    collection: 'countries',
    where: { and: [{ isoCode: { equals: isoCode } }, { active: { equals: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const country = docs[0]
  if (!country) {
    throw new AppError('VALIDATION_FAILED', 400, 'Some fields are not valid.', [
      { field: 'country', defaultMessage: 'This country is not available.' },
    ])
  }
  return country.id
}
