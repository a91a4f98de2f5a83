/**
 * Checks the site's schema.org JSON-LD blocks (structuredData.ts builds them): the unit tests
 * use it on rendered pages, and the e2e spec (e2e/tests/site-structured-data.spec.ts) on the
 * origin's first HTML, so both hold the blocks to the same rules. It has no dependencies (it
 * runs in jsdom and in Playwright's Node alike) and reads plain JSON, not schema-dts types: it
 * checks what a crawler receives, after serialization.
 *
 * The rules are the ones search engines need from each type the site emits: a known `@type`,
 * its required properties non-empty, ratings on the 0–5 scale, breadcrumb positions 1…n, and
 * every URL absolute (a crawler cannot resolve a relative one against anything).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** The types the site emits at the top of a block. */
export const KNOWN_TYPES = [
  'Hospital',
  'MedicalClinic',
  'MedicalOrganization',
  'Physician',
  'ItemList',
  'FAQPage',
  'TouristDestination',
  'BreadcrumbList',
  'WebSite',
  'Organization',
] as const

const PROVIDER_TYPES = new Set(['Hospital', 'MedicalClinic', 'MedicalOrganization', 'Physician'])

/** Properties whose string values are links: they must be absolute wherever they appear. */
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', 'sameAs', '@id'])

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0

export const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s]/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** Collects the problems of one block; `at` names where in the block each one is. */
class Problems {
  readonly list: string[] = []
  add(at: string, message: string) {
    this.list.push(`${at}: ${message}`)
  }
  requireText(node: JsonObject, key: string, at: string) {
    if (!filled(node[key])) this.add(`${at}.${key}`, 'is required and must be non-empty text')
  }
  requireUrl(node: JsonObject, key: string, at: string) {
    if (!isAbsoluteUrl(node[key])) this.add(`${at}.${key}`, 'is required and must be an absolute URL')
  }
  requireType(node: Json | undefined, type: string, at: string): node is JsonObject {
    if (isObject(node) && node['@type'] === type) return true
    this.add(at, `must have @type ${type}`)
    return false
  }
  requireList(node: JsonObject, key: string, at: string): Json[] {
    const value = node[key]
    if (Array.isArray(value) && value.length > 0) return value
    this.add(`${at}.${key}`, 'must be a non-empty list')
    return []
  }
}

const ratingValue = (value: Json | undefined) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN

const checkRatingValue = (node: JsonObject, at: string, problems: Problems) => {
  const value = ratingValue(node.ratingValue)
  if (!(value >= 0 && value <= 5)) problems.add(`${at}.ratingValue`, 'must be a number from 0 to 5')
  if (node.bestRating !== undefined && ratingValue(node.bestRating) !== 5)
    problems.add(`${at}.bestRating`, 'must be 5 (the site rates out of five)')
}

const checkAggregateRating = (node: Json | undefined, at: string, problems: Problems) => {
  if (!problems.requireType(node, 'AggregateRating', at)) return
  checkRatingValue(node, at, problems)
  const count = node.reviewCount
  if (!(typeof count === 'number' && Number.isInteger(count) && count > 0))
    problems.add(`${at}.reviewCount`, 'must be a whole number above 0')
}

const checkReview = (node: Json, at: string, problems: Problems) => {
  if (!problems.requireType(node, 'Review', at)) return
  if (!isObject(node.author) || !filled(node.author.name)) problems.add(`${at}.author.name`, 'is required')
  if (problems.requireType(node.reviewRating, 'Rating', `${at}.reviewRating`))
    checkRatingValue(node.reviewRating, `${at}.reviewRating`, problems)
  problems.requireText(node, 'reviewBody', at)
  const published = node.datePublished
  if (!(typeof published === 'string' && /^\d{4}-\d{2}-\d{2}/.test(published) && !isNaN(Date.parse(published))))
    problems.add(`${at}.datePublished`, 'must be an ISO 8601 date')
}

const checkProvider = (block: JsonObject, problems: Problems) => {
  problems.requireText(block, 'name', '$')
  problems.requireUrl(block, 'url', '$')
  if (block['@type'] === 'Physician') return
  if (problems.requireType(block.address, 'PostalAddress', '$.address') && !filled(block.address.addressCountry))
    problems.add('$.address.addressCountry', 'is required')
  if (block.aggregateRating !== undefined) checkAggregateRating(block.aggregateRating, '$.aggregateRating', problems)
  if (block.review !== undefined) {
    if (!Array.isArray(block.review)) problems.add('$.review', 'must be a list')
    else block.review.forEach((review, index) => checkReview(review, `$.review[${index}]`, problems))
  }
}

/** ListItems at positions 1…n, each with a name and an absolute link (`item` or `url`). */
const checkListItems = (block: JsonObject, linkKey: 'item' | 'url', problems: Problems) => {
  problems.requireList(block, 'itemListElement', '$').forEach((entry, index) => {
    const at = `$.itemListElement[${index}]`
    if (!problems.requireType(entry, 'ListItem', at)) return
    if (entry.position !== index + 1) problems.add(`${at}.position`, `must be ${index + 1}`)
    problems.requireText(entry, 'name', at)
    problems.requireUrl(entry, linkKey, at)
  })
}

const checkFaqPage = (block: JsonObject, problems: Problems) => {
  problems.requireList(block, 'mainEntity', '$').forEach((question, index) => {
    const at = `$.mainEntity[${index}]`
    if (!problems.requireType(question, 'Question', at)) return
    problems.requireText(question, 'name', at)
    if (problems.requireType(question.acceptedAnswer, 'Answer', `${at}.acceptedAnswer`))
      problems.requireText(question.acceptedAnswer, 'text', `${at}.acceptedAnswer`)
  })
}

/** Every link anywhere in the block is absolute (a relative one would resolve against nothing). */
const checkLinks = (node: Json, at: string, problems: Problems) => {
  if (Array.isArray(node)) return node.forEach((child, index) => checkLinks(child, `${at}[${index}]`, problems))
  if (!isObject(node)) return
  for (const [key, value] of Object.entries(node)) {
    const here = `${at}.${key}`
    const links = URL_KEYS.has(key) ? (Array.isArray(value) ? value : [value]) : []
    for (const link of links)
      if (typeof link === 'string' && !isAbsoluteUrl(link)) problems.add(here, `must be an absolute URL (${link})`)
    checkLinks(value, here, problems)
  }
}

/**
 * The problems of one JSON-LD block (the text of a `<script type="application/ld+json">`); an
 * empty list when it is valid.
 */
export function structuredDataProblems(text: string): string[] {
  const problems = new Problems()
  if (!text.trim()) return ['$: the block is empty']
  let block: Json
  try {
    block = JSON.parse(text) as Json
  } catch (error) {
    return [`$: not JSON (${(error as Error).message})`]
  }
  if (!isObject(block)) return ['$: must be one JSON object']
  if (block['@context'] !== 'https://schema.org') problems.add('$.@context', 'must be "https://schema.org"')
  const type = block['@type']
  if (typeof type !== 'string' || !(KNOWN_TYPES as readonly string[]).includes(type)) {
    problems.add('$.@type', `must be one of ${KNOWN_TYPES.join(', ')} (was ${JSON.stringify(type)})`)
    return problems.list
  }
  if (PROVIDER_TYPES.has(type)) checkProvider(block, problems)
  else if (type === 'ItemList') checkListItems(block, 'url', problems)
  else if (type === 'BreadcrumbList') checkListItems(block, 'item', problems)
  else if (type === 'FAQPage') checkFaqPage(block, problems)
  else if (type === 'TouristDestination') problems.requireText(block, 'name', '$')
  else {
    // WebSite and Organization: who and where.
    problems.requireText(block, 'name', '$')
    problems.requireUrl(block, 'url', '$')
  }
  checkLinks(block, '$', problems)
  return problems.list
}

/** Parses a valid block; throws with every problem of an invalid one. */
export function parseStructuredData(text: string): Record<string, unknown> & { '@type': string } {
  const problems = structuredDataProblems(text)
  if (problems.length) throw new Error(`invalid JSON-LD block:\n  ${problems.join('\n  ')}\n${text}`)
  return JSON.parse(text) as Record<string, unknown> & { '@type': string }
}

const LD_JSON_BLOCK = /<script\b[^>]*\btype\s*=\s*(["']?)application\/ld\+json\1[^>]*>([\s\S]*?)<\/script\s*>/gi

/** The text of every JSON-LD block in an HTML document, in order (for HTML read without a browser). */
export const structuredDataBlocksOf = (html: string): string[] =>
  Array.from(html.matchAll(LD_JSON_BLOCK), (match) => match[2] ?? '')
