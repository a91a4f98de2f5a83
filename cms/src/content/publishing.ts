/**
 * Drafts, scheduled publishing and versions for the content marketing edits (docs/editors.md).
 * One place for the rule: which content has drafts, how many versions each document keeps, and
 * who reads what — the public site and GraphQL see published content only.
 */
import type { Access, CollectionConfig, GeneratePreviewURL, GlobalConfig, Where } from 'payload'

import { isContentEditor } from '../access/roles'
import { livePreviewFor } from './preview'

/** The collections whose documents are drafted before they are published. */
export const DRAFTED_COLLECTIONS = [
  'pages',
  'providers',
  'reviews',
  'faqs',
  'preference-questions',
  // Doctors' public profile; their booking data is the admins' (cms/src/collections/Doctors.ts).
  'doctors',
] as const
/** The globals likewise. */
export const DRAFTED_GLOBALS = ['navigation', 'footer', 'social-links', 'travel-services'] as const

/**
 * Versions kept per document (drafts, autosaves and published states together): about a year
 * of weekly edits, or a busy week of daily ones. Older ones are removed as new ones are saved.
 */
export const MAX_VERSIONS_PER_DOC = 50

/** Payload's own task that publishes (or unpublishes) at the scheduled time; the worker runs it. */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

/** Autosave while an editor types: a draft every 2 s of changes at most. */
export const AUTOSAVE_INTERVAL_MS = 2000

export const contentVersions = {
  maxPerDoc: MAX_VERSIONS_PER_DOC,
  drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS }, schedulePublish: true },
} as const

/** What anyone who is not an editor may read: published documents only. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Editors read everything (the panel, previews); everyone else reads what is published. */
export const readPublished: Access = ({ req: { user } }) => (isContentEditor(user) ? true : PUBLISHED)

/**
 * A collection's own read rule narrowed to published documents for everyone but editors (doctors:
 * the public reads active ones, and of those only what is published).
 */
export const publishedAnd =
  (read: Access | undefined): Access =>
  async (args) => {
    if (isContentEditor(args.req.user)) return true
    const own = read ? await read(args) : true
    if (own === false) return false
    return own === true ? PUBLISHED : { and: [own, PUBLISHED] }
  }

/** Versions (drafts included) are the editors' alone: patients are signed in, too. */
export const readVersions: Access = ({ req: { user } }) => isContentEditor(user)

export type Status = { _status?: string | null } | null | undefined

/**
 * A change readers can see. Readers see the main document, which a draft never touches: saving a
 * draft (autosave, every 2 s while an editor types) changes nothing they see, unpublishing does.
 * The two look alike to a hook (a draft after a published state), so the main document's own
 * status tells them apart. Documents without drafts have no `_status`: every save is public.
 */
export const reachesReaders = async (doc: Status, previous: Status, main: () => Promise<Status>) => {
  if (doc?._status !== 'draft') return true
  if (previous?._status !== 'published') return false
  return (await main())?._status === 'draft'
}

/** Where a document is shown on the site, under its language (null: not yet known). */
const SITE_PATHS: Record<string, (doc: Record<string, unknown>) => string | null> = {
  pages: (doc) => (typeof doc.path === 'string' ? doc.path : null),
  providers: (doc) => (typeof doc.slug === 'string' && doc.slug ? `health-providers/${doc.slug}` : null),
  faqs: () => 'faq',
}

/**
 * The panel's "Preview" button: the document's page on the site, in the document's language
 * (the site's origin serves the panel too, so the address is relative). It shows what is
 * published; the live preview beside the form (./preview.ts) shows the draft.
 */
export const viewOnSite =
  (slug: string): GeneratePreviewURL =>
  (doc, { locale }) => {
    const path = SITE_PATHS[slug]?.(doc)
    return path === null || path === undefined ? null : `/${locale === 'ar' ? 'ar' : 'en'}/${path}`
  }

/** Adds drafts and versions to the drafted collections and globals, with their read rules. */
export const applyPublishing = (collections: CollectionConfig[], globals: GlobalConfig[]) => {
  const drafted = (slug: string, list: readonly string[]) => list.includes(slug)
  for (const collection of collections) {
    if (!drafted(collection.slug, DRAFTED_COLLECTIONS)) continue
    collection.versions = contentVersions
    collection.access = { ...collection.access, read: publishedAnd(collection.access?.read), readVersions }
    // The list's Status column: Draft, Published, or "Changed" (a draft over the published text).
    const columns = collection.admin?.defaultColumns ?? []
    if (!columns.includes('_status'))
      collection.admin = { ...collection.admin, defaultColumns: [...columns, '_status'] }
    const sitePath = SITE_PATHS[collection.slug]
    if (sitePath)
      collection.admin = {
        ...collection.admin,
        preview: viewOnSite(collection.slug),
        livePreview: livePreviewFor(collection.slug, sitePath),
      }
  }
  for (const global of globals) {
    if (!drafted(global.slug, DRAFTED_GLOBALS)) continue
    global.versions = contentVersions
    global.access = { ...global.access, read: readPublished, readVersions }
  }
  const missing = [...DRAFTED_COLLECTIONS, ...DRAFTED_GLOBALS].filter(
    (slug) => !collections.some((c) => c.slug === slug) && !globals.some((g) => g.slug === slug),
  )
  if (missing.length) throw new Error(`Drafted content without a collection or global: ${missing.join(', ')}`)
}
