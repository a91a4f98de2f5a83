/**
 * GET /api/content-version: a fingerprint of the public content, which changes whenever staff
 * create, change or delete any of it. The site's origin reads it every second and keeps its
 * cache of GraphQL answers only while it stays the same (web/server/contentCache.mjs), so the
 * cache holds across any number of cms and origin processes without hooks or extra tables.
 *
 * Per content collection its count and newest `updatedAt` (a delete lowers the count, any save
 * raises the newest), per global its `updatedAt`: one small read each, cheap beside a page's
 * GraphQL query. Private collections (accounts, bookings, messages) are left out: the site never
 * shows them to anonymous visitors, and bookings change all day.
 */
import { createHash } from 'node:crypto'

import type { CollectionSlug, Endpoint, GlobalSlug } from 'payload'

export const PRIVATE_COLLECTIONS = new Set<string>([
  'users',
  'appointments',
  'attachments',
  'treatment-requests',
  'contact-messages',
])

/** Content collections: everything but the private ones and Payload's own (`payload-*`). */
export const isContent = (slug: string) => !PRIVATE_COLLECTIONS.has(slug) && !slug.startsWith('payload-')

export const contentVersion: Endpoint = {
  path: '/content-version',
  method: 'get',
  handler: async (req) => {
    const { payload } = req
    const collections = payload.config.collections.map((c) => c.slug).filter(isContent)
    const parts = await Promise.all([
      ...collections.map(async (slug) => {
        const newest = await payload.find({
          collection: slug as CollectionSlug,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          select: { updatedAt: true },
          overrideAccess: true,
        })
        const updatedAt = (newest.docs[0] as { updatedAt?: string } | undefined)?.updatedAt
        return `${slug}:${newest.totalDocs}:${updatedAt ?? ''}`
      }),
      ...payload.config.globals.map(async ({ slug }) => {
        const global = await payload.findGlobal({
          slug: slug as GlobalSlug,
          depth: 0,
          select: { updatedAt: true },
          overrideAccess: true,
        })
        return `${slug}:${(global as { updatedAt?: string }).updatedAt ?? ''}`
      }),
    ])
    const version = createHash('sha1').update(parts.join('|')).digest('base64url').slice(0, 22)
    return Response.json({ version }, { headers: { 'cache-control': 'no-store' } })
  },
}
