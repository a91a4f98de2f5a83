/**
 * The site's API types, generated from the booking API's OpenAPI document (openapi-typescript):
 *
 *   npm run generate:api-types --workspace booking-api     writes web/src/lib/api.gen.ts
 *
 * `booking-api/tests/lib/apiTypes.test.ts` fails when the file is not what this generates (a
 * contract change without regenerating).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import openapiTS, { astToString } from 'openapi-typescript'
import prettier from 'prettier'

import { contractDocument } from '../src/http/contract'

export const API_TYPES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/lib/api.gen.ts')

const HEADER = `/**
 * Generated from the booking API's OpenAPI document by booking-api/scripts/api-types.ts
 * (npm run generate:api-types --workspace booking-api). Do not edit: regenerate.
 */
`

export const renderApiTypes = async () => {
  const ast = await openapiTS(structuredClone(contractDocument()) as never, { alphabetize: true })
  const options = await prettier.resolveConfig(API_TYPES_FILE)
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: API_TYPES_FILE })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await renderApiTypes())
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`)
  process.exit(0)
}
