/**
 * Where each image is used (issue 19, item 8): marketing finds the images nobody uses and removes
 * them from the list of images, with Payload's own bulk select and Delete.
 *
 * An image is used by a document or global that refers to it from:
 * - an `upload` or `relationship` field to `media` (one, several, or polymorphic with `media`
 *   among its collections), at any depth: tabs, rows, collapsibles, groups, arrays, blocks;
 * - rich text (Lexical JSON): an `upload` (or `relationship`) node to `media`, anywhere in it;
 * in any language (documents are read with `locale: 'all'`).
 * Which states of a document count: the live ones. The main document (the published state, or
 * the first draft of one never published: saving a draft never touches it) and, for content with
 * drafts, its latest version (the draft being worked on, or the published state again): two
 * reads per collection, `draft: false` and `draft: true` (Payload's `queryDrafts`, the versions
 * marked `latest`). Older versions do not count: restoring one whose image was deleted since
 * restores it without that image. Trashed documents count (they may be restored).
 * The `media` collection itself and Payload's own collections (`payload-*`) are not read.
 */
import type {
  Block,
  CollectionSlug,
  Endpoint,
  Field,
  GlobalSlug,
  Payload,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload'

import { isContentEditor } from '../access/roles'

export const MEDIA_SLUG = 'media'

/** A document or global that uses an image. */
export type MediaUse = { collection: string; id: number | string; title?: string } | { global: string; title?: string }

export type CollectOptions = {
  /**
   * The config's locale codes: a localized field's value is read as one value per language when
   * its keys are among them. Without them, keys that look like locale codes (`en`, `ar`, `pt-BR`).
   */
  locales?: readonly string[]
  /** The config's shared blocks (`config.blocks`), for blocks fields that name them (`blockReferences`). */
  blocks?: readonly Block[]
}

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const LOCALE_CODE = /^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/

/** A localized field's value read with `locale: 'all'`: `{ en: …, ar: … }`. */
const isLocaleMap = (value: unknown, locales?: readonly string[]): value is Data => {
  if (!isObject(value)) return false
  const keys = Object.keys(value)
  if (keys.length === 0) return false
  if (locales) return keys.every((key) => locales.includes(key))
  // An id-bearing or polymorphic value is never a map of languages.
  if ('id' in value || 'relationTo' in value) return false
  return keys.every((key) => LOCALE_CODE.test(key))
}

/** An image's id as stored (a number, a numeric string) or populated (`{ id }`). */
const toId = (value: unknown): number | null => {
  if (isObject(value)) return toId(value.id)
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null
  if (typeof value === 'string' && /^\d+$/.test(value)) return toId(Number(value))
  return null
}

const refersToMedia = (relationTo: unknown) =>
  relationTo === MEDIA_SLUG || (Array.isArray(relationTo) && relationTo.includes(MEDIA_SLUG))

/** The images of a rich text value: every `upload` (or `relationship`) node to `media`. */
export const collectRichTextMediaIds = (value: unknown, ids: Set<number> = new Set()): Set<number> => {
  const seen = new Set<unknown>()
  const scan = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node)) {
      for (const item of node) scan(item)
      return
    }
    const { type, relationTo, value: target } = node as Data
    if ((type === 'upload' || type === 'relationship') && relationTo === MEDIA_SLUG) {
      const id = toId(target)
      if (id !== null) ids.add(id)
    }
    for (const child of Object.values(node)) scan(child)
  }
  scan(value)
  return ids
}

/** The blocks a blocks field allows, its own and the shared ones it names. */
const blocksOf = (field: Extract<Field, { type: 'blocks' }>, options: CollectOptions): Block[] => {
  const named = (field.blockReferences ?? []).map((ref) =>
    typeof ref === 'string' ? options.blocks?.find((block) => block.slug === ref) : ref,
  )
  return [...(field.blocks ?? []), ...named].filter((block): block is Block => Boolean(block))
}

const collectFields = (fields: readonly Field[], data: unknown, ids: Set<number>, options: CollectOptions) => {
  if (!isObject(data)) return
  for (const field of fields) collectField(field, data, ids, options)
}

/** One field's value (for one language). */
const collectValue = (field: Field, value: unknown, ids: Set<number>, options: CollectOptions) => {
  if (value === null || value === undefined) return
  switch (field.type) {
    case 'upload':
    case 'relationship': {
      if (!refersToMedia(field.relationTo)) return
      const polymorphic = Array.isArray(field.relationTo)
      for (const item of Array.isArray(value) ? value : [value]) {
        if (!polymorphic) {
          const id = toId(item)
          if (id !== null) ids.add(id)
        } else if (isObject(item) && item.relationTo === MEDIA_SLUG) {
          const id = toId(item.value)
          if (id !== null) ids.add(id)
        }
      }
      return
    }
    case 'richText':
      collectRichTextMediaIds(value, ids)
      return
    case 'group':
      collectFields(field.fields, value, ids, options)
      return
    case 'array':
      if (Array.isArray(value)) for (const row of value) collectFields(field.fields, row, ids, options)
      return
    case 'blocks': {
      if (!Array.isArray(value)) return
      const blocks = blocksOf(field, options)
      for (const row of value) {
        if (!isObject(row)) continue
        const block = blocks.find((candidate) => candidate.slug === row.blockType)
        if (block) collectFields(block.fields, row, ids, options)
        // A block the config no longer has: its rich text still counts.
        else collectRichTextMediaIds(row, ids)
      }
      return
    }
  }
}

/** A named field's value: per language when localized (read with `locale: 'all'`). */
const collectNamed = (
  field: Field,
  localized: boolean | undefined,
  value: unknown,
  ids: Set<number>,
  options: CollectOptions,
) => {
  if (localized && isLocaleMap(value, options.locales)) {
    for (const perLocale of Object.values(value)) collectValue(field, perLocale, ids, options)
  } else {
    collectValue(field, value, ids, options)
  }
}

const collectField = (field: Field, data: Data, ids: Set<number>, options: CollectOptions) => {
  switch (field.type) {
    case 'tabs':
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const asGroup = { type: 'group', name: tab.name, fields: tab.fields } as Field
          collectNamed(asGroup, tab.localized, data[tab.name], ids, options)
        } else {
          collectFields(tab.fields, data, ids, options)
        }
      }
      return
    case 'row':
    case 'collapsible':
      collectFields(field.fields, data, ids, options)
      return
    case 'group':
      if ('name' in field && field.name) collectNamed(field, field.localized, data[field.name], ids, options)
      else collectFields(field.fields, data, ids, options)
      return
    case 'ui':
    case 'join':
      return
    default:
      if ('name' in field && field.name) collectNamed(field, field.localized, data[field.name], ids, options)
  }
}

/** The ids of the images a document (or global) refers to, read with `depth: 0` and `locale: 'all'`. */
export const collectMediaIds = (fields: readonly Field[], doc: unknown, options: CollectOptions = {}): Set<number> => {
  const ids = new Set<number>()
  collectFields(fields, doc, ids, options)
  return ids
}

/**
 * The top-level names of the fields that may refer to an image (what to read of a document);
 * empty when none does. Rich text always may.
 */
export const mediaFieldNames = (fields: readonly Field[], options: CollectOptions = {}): string[] => {
  const mayRefer = (list: readonly Field[]): boolean => list.some((field) => fieldMayRefer(field))
  const fieldMayRefer = (field: Field): boolean => {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        return refersToMedia(field.relationTo)
      case 'richText':
        return true
      case 'tabs':
        return field.tabs.some((tab) => mayRefer(tab.fields))
      case 'row':
      case 'collapsible':
      case 'group':
      case 'array':
        return mayRefer(field.fields)
      case 'blocks':
        return blocksOf(field, options).some((block) => mayRefer(block.fields))
      default:
        return false
    }
  }
  const names: string[] = []
  const walk = (list: readonly Field[]) => {
    for (const field of list) {
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) {
            if (mayRefer(tab.fields)) names.push(tab.name)
          } else walk(tab.fields)
        }
      } else if (field.type === 'row' || field.type === 'collapsible') walk(field.fields)
      else if (field.type === 'group' && !('name' in field && field.name)) walk(field.fields)
      else if ('name' in field && field.name && fieldMayRefer(field)) names.push(field.name)
    }
  }
  walk(fields)
  return names
}

/** A document's title for the list of uses (its `useAsTitle`, English first). */
const titleOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value) return value
  if (typeof value === 'number') return String(value)
  if (isObject(value)) return titleOf(value.en) ?? Object.values(value).map(titleOf).find(Boolean)
  return undefined
}

const hasDrafts = (config: SanitizedCollectionConfig | SanitizedGlobalConfig) =>
  Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)

/** Collections whose documents are never content that shows an image. */
const isScanned = (slug: string) => slug !== MEDIA_SLUG && !slug.startsWith('payload-')

/**
 * Every image in use, with what uses it: media id → the documents and globals (each once, whether
 * its published state, its draft or both refer to it). Images not in the map are used nowhere.
 */
export const findMediaUsage = async (payload: Payload, req?: PayloadRequest): Promise<Map<number, MediaUse[]>> => {
  const { config } = payload
  const options: CollectOptions = {
    locales: config.localization ? config.localization.localeCodes : undefined,
    blocks: config.blocks,
  }
  const uses = new Map<number, Map<string, MediaUse>>()
  const record = (ids: Set<number>, key: string, use: MediaUse) => {
    for (const id of ids) {
      const byKey = uses.get(id) ?? new Map<string, MediaUse>()
      if (!byKey.has(key)) byKey.set(key, use)
      uses.set(id, byKey)
    }
  }
  const read = { depth: 0, locale: 'all', overrideAccess: true, req } as const

  // One collection after the other: the request's transaction (if any) is one connection.
  for (const collection of config.collections) {
    if (!isScanned(collection.slug)) continue
    const names = mediaFieldNames(collection.fields, options)
    if (names.length === 0) continue
    const titleField = collection.admin?.useAsTitle
    const select = Object.fromEntries(
      [...names, ...(titleField && titleField !== 'id' ? [titleField] : [])].map((name) => [name, true]),
    )
    for (const draft of hasDrafts(collection) ? [false, true] : [false]) {
      const { docs } = await payload.find({
        ...read,
        collection: collection.slug as CollectionSlug,
        draft,
        pagination: false,
        select,
        trash: true,
      } as Parameters<Payload['find']>[0])
      for (const doc of docs as unknown as Data[]) {
        const id = doc.id as number | string
        const title = titleField ? titleOf(doc[titleField]) : undefined
        record(collectMediaIds(collection.fields, doc, options), `c:${collection.slug}:${id}`, {
          collection: collection.slug,
          id,
          ...(title ? { title } : {}),
        })
      }
    }
  }

  for (const global of config.globals) {
    const names = mediaFieldNames(global.fields, options)
    if (names.length === 0) continue
    const select = Object.fromEntries(names.map((name) => [name, true]))
    const title = titleOf(global.label)
    for (const draft of hasDrafts(global) ? [false, true] : [false]) {
      const doc = await payload.findGlobal({
        ...read,
        slug: global.slug as GlobalSlug,
        draft,
        select,
      } as Parameters<Payload['findGlobal']>[0])
      record(collectMediaIds(global.fields, doc, options), `g:${global.slug}`, {
        global: global.slug,
        ...(title ? { title } : {}),
      })
    }
  }

  return new Map([...uses].map(([id, byKey]) => [id, [...byKey.values()]]))
}

/**
 * `GET /api/media-usage/unused`: the ids of the images used nowhere, and how many images there
 * are, for content editors (the list of images shows it, components/admin/UnusedMedia.tsx).
 */
export const unusedMediaEndpoint: Endpoint = {
  path: '/media-usage/unused',
  method: 'get',
  handler: async (req) => {
    const headers = { 'cache-control': 'no-store' }
    if (!isContentEditor(req.user))
      return Response.json(
        { errors: [{ message: 'Only content editors see unused images.' }] },
        { status: 403, headers },
      )
    const { docs } = await req.payload.find({
      collection: MEDIA_SLUG as CollectionSlug,
      depth: 0,
      overrideAccess: true,
      pagination: false,
      select: {},
      req,
    })
    const all = docs.map((doc) => (doc as { id: unknown }).id)
    // Ids are numbers (SQLite, PostgreSQL). Elsewhere nothing could be matched: refuse rather
    // than call every image unused.
    if (all.some((id) => typeof id !== 'number'))
      return Response.json(
        { errors: [{ message: 'Image usage needs numeric ids (SQLite or PostgreSQL).' }] },
        { status: 501, headers },
      )
    const usage = await findMediaUsage(req.payload, req)
    const unused = (all as number[]).filter((id) => !usage.has(id)).sort((a, b) => a - b)
    return Response.json({ unused, total: all.length }, { headers })
  },
}
