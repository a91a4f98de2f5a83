/** Which content has drafts and versions, and who reads drafts (publishing.ts). */
import type { CollectionConfig, GlobalConfig } from 'payload'

import { collections as schemaCollections, globals as schemaGlobals } from '../schema'
import {
  DRAFTED_COLLECTIONS,
  DRAFTED_GLOBALS,
  MAX_VERSIONS_PER_DOC,
  PUBLISHED,
  applyPublishing,
  publishedAnd,
  readPublished,
  readVersions,
  viewOnSite,
} from './publishing'

const asUser = (roles: string[] | null) =>
  ({ req: { user: roles ? { id: 1, roles, collection: 'users' } : null } }) as never

describe('drafts and versions', () => {
  test('editors read drafts and versions; patients, coordinators and visitors read published content only', () => {
    for (const roles of [['ROLE_ADMIN'], ['ROLE_MODERATOR']]) {
      expect(readPublished(asUser(roles))).toBe(true)
      expect(readVersions(asUser(roles))).toBe(true)
    }
    for (const roles of [null, ['ROLE_USER'], ['ROLE_COORDINATOR']]) {
      expect(readPublished(asUser(roles))).toStrictEqual(PUBLISHED)
      expect(readVersions(asUser(roles))).toBe(false)
    }
  })

  test("a collection's own read rule is kept and narrowed to published documents for all but editors", async () => {
    const activeOnly = ({ req: { user } }: { req: { user: unknown } }) => (user ? true : { active: { equals: true } })
    const read = publishedAnd(activeOnly as never)
    expect(await read(asUser(null))).toStrictEqual({ and: [{ active: { equals: true } }, PUBLISHED] })
    expect(await read(asUser(['ROLE_USER']))).toStrictEqual(PUBLISHED)
    expect(await read(asUser(['ROLE_MODERATOR'])), 'editors read drafts').toBe(true)
    expect(await publishedAnd(() => false)(asUser(['ROLE_USER']))).toBe(false)
    expect(await publishedAnd(undefined)(asUser(null))).toStrictEqual(PUBLISHED)
  })

  test('the content marketing edits gets drafts, autosave, scheduling and versions; nothing else does', async () => {
    const collections = ['pages', 'providers', 'reviews', 'faqs', 'preference-questions', 'doctors', 'users'].map(
      (slug) => ({ slug, fields: [], access: { update: () => true } }) as CollectionConfig,
    )
    const globals = ['navigation', 'footer', 'social-links', 'travel-services', 'appointment-reminders'].map(
      (slug) => ({ slug, fields: [] }) as GlobalConfig,
    )
    applyPublishing(collections, globals)
    const drafted = [...collections, ...globals].filter((c) => c.versions).map((c) => c.slug)
    expect(drafted).toStrictEqual([...DRAFTED_COLLECTIONS, ...DRAFTED_GLOBALS])
    const providers = collections[1]!
    expect(providers.versions).toMatchObject({
      maxPerDoc: MAX_VERSIONS_PER_DOC,
      drafts: { autosave: { interval: 2000 }, schedulePublish: true },
    })
    expect(await providers.access!.read!(asUser(null))).toStrictEqual(PUBLISHED)
    expect(await providers.access!.read!(asUser(['ROLE_MODERATOR']))).toBe(true)
    expect(providers.access?.readVersions).toBe(readVersions)
    expect(providers.access?.update, 'the other rules are kept').toBe(collections[1]!.access!.update)
  })

  test('every drafted slug exists in the schema (a renamed collection is not silently left without drafts)', () => {
    expect(() => applyPublishing([], [])).toThrow(/without a collection or global: pages/)
    const slugs = [...schemaCollections.map((c) => c.slug), ...schemaGlobals.map((g) => g.slug)]
    for (const slug of [...DRAFTED_COLLECTIONS, ...DRAFTED_GLOBALS]) expect(slugs).toContain(slug)
  })

  test("the panel's Preview opens the document's page on the site, in the document's language", () => {
    const req = {} as never
    expect(viewOnSite('providers')({ slug: 'medical-park' }, { locale: 'ar', req, token: null })).toBe(
      '/ar/health-providers/medical-park',
    )
    expect(viewOnSite('pages')({ path: 'turkey/why-turkey' }, { locale: 'en', req, token: null })).toBe(
      '/en/turkey/why-turkey',
    )
    expect(viewOnSite('faqs')({}, { locale: 'ar', req, token: null })).toBe('/ar/faq')
    expect(viewOnSite('providers')({}, { locale: 'en', req, token: null }), 'a new document').toBeNull()
    const collections = DRAFTED_COLLECTIONS.map((slug) => ({ slug, fields: [] }) as CollectionConfig)
    applyPublishing(
      collections,
      DRAFTED_GLOBALS.map((slug) => ({ slug, fields: [] }) as GlobalConfig),
    )
    expect(collections.filter((c) => c.admin?.preview).map((c) => c.slug)).toStrictEqual(['pages', 'providers', 'faqs'])
  })
})
