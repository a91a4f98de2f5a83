/**
 * The audit trail of marketing's content (docs/editors.md, "Who changed what"): who created,
 * published, unpublished or deleted a page, provider, review, FAQ, preference question or one of
 * the site's globals, when, in which language, and which fields the change touched. Drafts and
 * autosaves are not entries (an editor typing would write one every 2 s); what a draft changed is
 * in the document's versions and their compare view. Written in the change's own transaction, like
 * the appointments' and accounts' trail (./trail.ts), and read by admins only.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { DRAFTED_COLLECTIONS, DRAFTED_GLOBALS, reachesReaders, type Status } from '../content/publishing'
import { type AuditAction, type Change, recordAudit } from './trail'

/** Every record type with a trail of content changes. */
export const CONTENT_AUDIT_TARGETS = [...DRAFTED_COLLECTIONS, ...DRAFTED_GLOBALS] as const
export type ContentAuditTarget = (typeof CONTENT_AUDIT_TARGETS)[number]

/** A global has one document: its entries carry this id. */
export const GLOBAL_DOC_ID = 0

/** Bookkeeping fields: they change on every save and say nothing an editor did. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', '_status', 'globalType'])

/** A value as compared: no value and an empty text alike, a related document by its id. */
const comparable = (value: unknown): unknown => {
  if (value === undefined || value === '') return null
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return (value as { id: unknown }).id
  return value
}

/** Short values are kept as they were and became; long ones (rich text, lists) by name only. */
const shown = (raw: unknown): unknown => {
  const value = comparable(raw)
  if (typeof value === 'string') return value.length <= 120 ? value : null
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value
  return null
}

/** The names of the top-level fields (tabs and rows looked into) that are translated. */
export const translatedFields = (fields: Field[]): Set<string> => {
  const names = new Set<string>()
  for (const field of fields) {
    const f = field as Field & { name?: string; localized?: boolean; fields?: Field[]; tabs?: { fields: Field[] }[] }
    if (f.name) {
      if (f.localized) names.add(f.name)
    } else if (f.tabs) for (const tab of f.tabs) for (const n of translatedFields(tab.fields)) names.add(n)
    else if (f.fields) for (const n of translatedFields(f.fields)) names.add(n)
  }
  return names
}

/**
 * The top-level fields that differ between two states of a document; translated ones are named
 * with the language of the change ("title (ar)").
 */
export const contentChanges = (
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  locale?: string,
  translated: ReadonlySet<string> = new Set(),
): Change[] => {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: Change[] = []
  for (const name of [...names].sort()) {
    if (IGNORED.has(name)) continue
    const from = before?.[name]
    const to = after?.[name]
    if (JSON.stringify(comparable(from)) === JSON.stringify(comparable(to))) continue
    const field = translated.has(name) && locale && locale !== 'all' ? `${name} (${locale})` : name
    changes.push({ field, from: shown(from), to: shown(to) })
  }
  return changes
}

/** What the save did, as the trail names it; null for a draft (no entry). */
export const contentAction = async (
  operation: 'create' | 'update',
  doc: Status,
  previous: Status,
  main: () => Promise<Status>,
): Promise<AuditAction | null> => {
  if (operation === 'create') return 'create'
  if (doc?._status === 'published' || doc?._status === undefined) return 'publish'
  return (await reachesReaders(doc, previous, main)) ? 'unpublish' : null
}

const record = async (
  req: PayloadRequest,
  target: ContentAuditTarget,
  docId: number | string,
  action: AuditAction,
  changes: Change[],
) => recordAudit(req.payload, req, { collection: target, docId, action, changes })

const collectionChanged =
  (slug: ContentAuditTarget, translated: Set<string>): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    const main = () =>
      req.payload.db.findOne({
        collection: slug as CollectionSlug,
        where: { id: { equals: doc.id } },
        req,
      }) as Promise<Status>
    const action = await contentAction(operation, doc, previousDoc, main)
    if (!action) return doc
    const before = operation === 'create' ? null : previousDoc
    const changes = contentChanges(before, doc, req.locale ?? undefined, translated)
    await record(req, slug, doc.id, action, action === 'unpublish' ? [] : changes)
    return doc
  }

const collectionDeleted =
  (slug: ContentAuditTarget): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await record(req, slug, id, 'delete', [])
  }

const globalChanged =
  (slug: ContentAuditTarget, translated: Set<string>): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const main = () => req.payload.db.findGlobal({ slug, req }) as Promise<Status>
    const action = await contentAction('update', doc, previousDoc, main)
    if (!action) return doc
    const changes = action === 'unpublish' ? [] : contentChanges(previousDoc, doc, req.locale ?? undefined, translated)
    await record(req, slug, GLOBAL_DOC_ID, action, changes)
    return doc
  }

/** Admins read a document's entries at the end of its form. */
const trailField = {
  name: 'audit',
  type: 'ui',
  admin: { components: { Field: '/components/admin/AuditOfDocument' } },
} as const

/** Keeps the trail of every drafted collection and global. */
export const auditContent = (collections: CollectionConfig[], globals: GlobalConfig[]) => {
  const targets = new Set<string>(CONTENT_AUDIT_TARGETS)
  for (const collection of collections) {
    if (!targets.has(collection.slug)) continue
    const slug = collection.slug as ContentAuditTarget
    collection.fields = [...collection.fields, trailField]
    collection.hooks ??= {}
    const translated = translatedFields(collection.fields)
    collection.hooks.afterChange = [...(collection.hooks.afterChange ?? []), collectionChanged(slug, translated)]
    collection.hooks.afterDelete = [...(collection.hooks.afterDelete ?? []), collectionDeleted(slug)]
  }
  for (const global of globals) {
    if (!targets.has(global.slug)) continue
    global.fields = [...global.fields, trailField]
    global.hooks ??= {}
    const changed = globalChanged(global.slug as ContentAuditTarget, translatedFields(global.fields))
    global.hooks.afterChange = [...(global.hooks.afterChange ?? []), changed]
  }
}
