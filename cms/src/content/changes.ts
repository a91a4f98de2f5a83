/**
 * "Public content changed": published by the CMS itself, from hooks on every public collection
 * and global (afterChange, afterDelete), once the change is committed; received by the site's
 * origins, which empty their caches of pages and GraphQL answers (web/server/contentCache.ts).
 * No polling, no watching of write traffic: an edit saved in the panel, a change through the
 * booking API's admin routes or a script shows on the next page load, at every origin.
 *
 * The way a change travels:
 * - with REDIS_URL, on a Redis channel: every cms process relays it to the origins connected to
 *   it (the stream `GET /api/content-events`, contentEvents.ts), whichever process made it;
 * - without Redis (one machine, the embedded default), inside the cms process directly, and from
 *   other processes (the booking API, the worker, the seed) by a signed POST to the cms's
 *   `/api/content-events`, which relays it.
 * An origin that was disconnected empties its cache when it connects again: nothing missed stays.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { EventEmitter } from 'node:events'

import { Redis } from 'ioredis'
import type {
  CollectionSlug,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { env } from '../env'
import { reachesReaders, type Status } from './publishing'
import * as clock from '../shared/clock'

export const CONTENT_CHANNEL = 'medtour:content-changed'

/** Collections the public site never shows (accounts, bookings, messages, the audit). */
export const PRIVATE_COLLECTIONS = new Set<string>([
  'users',
  'appointments',
  'attachments',
  'treatment-requests',
  'contact-messages',
  'audit-entries',
])

/** Content collections: everything but the private ones and Payload's own (`payload-*`). */
export const isContent = (slug: string) => !PRIVATE_COLLECTIONS.has(slug) && !slug.startsWith('payload-')

export interface ContentChange {
  /** Unique per change (an origin may receive one twice: harmless). */
  id: string
  /** `collection:<slug>` or `global:<slug>`. */
  source: string
  at: string
}

const local = new EventEmitter()
local.setMaxListeners(0)

let publisher: Redis | null = null
const redisPublisher = () => {
  if (!env.redisUrl) return null
  if (!publisher) {
    publisher = new Redis(env.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    publisher.on('error', (err: Error) => reportOnce(`redis: ${err.message}`))
  }
  return publisher
}

let lastReport = ''
const reportOnce = (message: string) => {
  if (message === lastReport) return
  lastReport = message
  console.warn(`content changes: ${message}`)
}

/** The signature of a relayed change (PAYLOAD_SECRET is shared by the cms and its sibling processes). */
export const signChange = (body: string) => createHmac('sha256', env.payloadSecret).update(body).digest('base64url')

export const verifyChange = (body: string, signature: string | null) => {
  if (!signature) return false
  const expected = Buffer.from(signChange(body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Hands a change to this process's listeners (the cms's open event streams). */
export const deliverLocally = (change: ContentChange) => void local.emit('change', change)

/** Sends `change` on its way (see the module's comment); never throws. */
export const publishContentChange = async (source: string) => {
  const change: ContentChange = { id: randomUUID(), source, at: clock.nowIso() }
  const redis = redisPublisher()
  if (redis) {
    await redis.publish(CONTENT_CHANNEL, JSON.stringify(change)).catch((err: Error) => reportOnce(err.message))
    return change
  }
  // Inside the cms's server: straight to the origins connected to it.
  if (env.inCmsServer) {
    deliverLocally(change)
    return change
  }
  const body = JSON.stringify(change)
  await fetch(`${env.cmsUrl}/api/content-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-content-signature': signChange(body) },
    body,
    signal: AbortSignal.timeout(2_000),
  }).then(
    (res) => (res.ok ? undefined : reportOnce(`the cms refused a change (HTTP ${res.status})`)),
    // The cms is not running (a seed before the first start): its origins will read everything anew.
    () => undefined,
  )
  return change
}

/**
 * Listens for changes wherever they are made (Redis when configured, else this process); returns
 * the way to stop listening.
 */
export const subscribeContentChanges = (listener: (change: ContentChange) => void) => {
  local.on('change', listener)
  ensureRedisRelay()
  return () => void local.off('change', listener)
}

/** Resolves once this process receives changes from every process (its Redis subscription is active). */
export const contentChangesReady = () => ensureRedisRelay()

let subscriber: Redis | null = null
let subscribed: Promise<void> = Promise.resolve()
const ensureRedisRelay = () => {
  if (!env.redisUrl || subscriber) return subscribed
  subscriber = new Redis(env.redisUrl, { maxRetriesPerRequest: null })
  subscriber.on('error', (err: Error) => reportOnce(`redis: ${err.message}`))
  subscribed = subscriber.subscribe(CONTENT_CHANNEL).then(
    () => undefined,
    (err: Error) => reportOnce(err.message),
  )
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      deliverLocally(JSON.parse(message) as ContentChange)
    } catch {
      /* not one of ours */
    }
  })
}

type Sessions = { sessions?: Record<string, unknown> }

/**
 * Waits until the write's transaction is over (committed or rolled back), so an origin that reads
 * again at once reads the change: Payload has no after-commit hook; its adapters, like
 * src/transaction.ts, keep an open transaction in `payload.db.sessions` under `req.transactionID`.
 */
const settled = async (req: PayloadRequest) => {
  const id = await req.transactionID
  const sessions = (req.payload.db as unknown as Sessions).sessions
  const until = Date.now() + 30_000
  while (typeof id === 'string' && sessions?.[id] && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
}

const announce = (req: PayloadRequest, source: string) => {
  // After the response: the hook does not hold up the save.
  void settled(req).then(() => publishContentChange(source))
}

const collectionChanged =
  (slug: string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const main = () =>
      req.payload.db.findOne({
        collection: slug as CollectionSlug,
        where: { id: { equals: doc.id } },
        req,
      }) as Promise<Status>
    if (await reachesReaders(doc, previousDoc, main)) announce(req, `collection:${slug}`)
    return doc
  }
const collectionDeleted =
  (slug: string): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    announce(req, `collection:${slug}`)
    return doc
  }
const globalChanged =
  (slug: string): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const main = () => req.payload.db.findGlobal({ slug, req }) as Promise<Status>
    if (await reachesReaders(doc, previousDoc, main)) announce(req, `global:${slug}`)
    return doc
  }

/** The public collections and globals with the hooks that announce their changes. */
export const announceContentChanges = (collections: CollectionConfig[], globals: GlobalConfig[]) => {
  for (const collection of collections) {
    if (!isContent(collection.slug)) continue
    collection.hooks ??= {}
    collection.hooks.afterChange = [...(collection.hooks.afterChange ?? []), collectionChanged(collection.slug)]
    collection.hooks.afterDelete = [...(collection.hooks.afterDelete ?? []), collectionDeleted(collection.slug)]
  }
  for (const global of globals) {
    global.hooks ??= {}
    global.hooks.afterChange = [...(global.hooks.afterChange ?? []), globalChanged(global.slug)]
  }
}

/** Closes this process's Redis connections (tests, shutdown). */
export const closeContentChanges = async () => {
  await Promise.all([publisher?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)])
  publisher = null
  subscriber = null
}
