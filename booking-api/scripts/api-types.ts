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

type Document = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }

/**
 * The contract as the site needs it: each operation's success answers. Every failure has the one
 * `Error` schema (kept in the components), so listing it per status and operation would only
 * multiply the file.
 */
const successOnly = (document: Document): Document => {
  const copy = structuredClone(document)
  for (const operations of Object.values(copy.paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation?.responses) continue
      operation.responses = Object.fromEntries(
        Object.entries(operation.responses).filter(([status]) => status.startsWith('2')),
      )
    }
  }
  return copy
}

export const renderApiTypes = async () => {
  const ast = await openapiTS(successOnly(contractDocument() as Document) as never, { alphabetize: true })
  const options = await prettier.resolveConfig(API_TYPES_FILE)
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: API_TYPES_FILE })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await renderApiTypes())
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`)
  process.exit(0)
}
