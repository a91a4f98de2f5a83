/**
 * For the site's tests: the JSON-LD blocks a rendered page holds, each checked by the same
 * validator as the e2e spec (structuredData.validate.ts) — an invalid block fails the test.
 */
import { parseStructuredData } from './structuredData.validate'

export type LdBlock = Record<string, any> & { '@type': string }

/** Every JSON-LD block in `root` (the document by default), parsed and validated, in order. */
export const structuredDataBlocks = (root: ParentNode = document): LdBlock[] =>
  Array.from(root.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    parseStructuredData(script.textContent ?? ''),
  )

/** The one block of `type`; throws when there is none or more than one. */
export const structuredDataOf = (type: string, root: ParentNode = document): LdBlock => {
  const found = structuredDataBlocks(root).filter((block) => block['@type'] === type)
  if (found.length !== 1) throw new Error(`expected one ${type} block, found ${found.length}`)
  return found[0]!
}
