/**
 * The site's API types (web/src/lib/api.gen.ts) are what the booking API's contract generates:
 * a change to an endpoint's schema without `npm run generate:api-types --workspace booking-api`
 * fails here.
 */
import { readFileSync } from 'node:fs'

import { API_TYPES_FILE, renderApiTypes } from '../../scripts/api-types'

test('web/src/lib/api.gen.ts is up to date with the OpenAPI document', async () => {
  const generated = await renderApiTypes()
  expect(generated).toContain("'/appointment/{id}'")
  expect(
    readFileSync(API_TYPES_FILE, 'utf8') === generated,
    'regenerate: npm run generate:api-types --workspace booking-api',
  ).toBe(true)
})
