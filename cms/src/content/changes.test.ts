/**
 * Public content changes (changes.ts, endpoints/contentEvents.ts): which documents announce
 * them, the stream the origins read, the signed relay, and Redis between processes (a real Redis
 * when REDIS_URL is set, as in CI).
 */
import { jest } from '@jest/globals'
import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'

import { contentEvents } from '../endpoints/contentEvents'
import { env } from '../env'
import {
  type ContentChange,
  announceContentChanges,
  closeContentChanges,
  isContent,
  signChange,
  subscribeContentChanges,
  verifyChange,
} from './changes'

const [stream, relay] = contentEvents

afterAll(() => closeContentChanges())

/** Reads server-sent events from a Response until `count` events arrived. */
const readEvents = async (res: Response, count: number) => {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const events: { event: string; data: unknown }[] = []
  while (events.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value)
    let end
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end)
      text = text.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event) events.push({ event, data: data ? JSON.parse(data) : null })
    }
  }
  await reader.cancel()
  return events
}

const requestOf = (body: string, signature?: string) =>
  ({
    text: async () => body,
    headers: new Headers(signature ? { 'x-content-signature': signature } : {}),
  }) as unknown as PayloadRequest

describe('public content changes', () => {
  test('public collections and every global announce their changes; private ones do not', () => {
    const collections = ['pages', 'providers', 'media', 'users', 'appointments', 'audit-entries', 'payload-jobs'].map(
      (slug) => ({ slug, fields: [] }) as CollectionConfig,
    )
    const globals = [{ slug: 'footer', fields: [] } as GlobalConfig]
    announceContentChanges(collections, globals)
    const announced = collections.filter((c) => c.hooks?.afterChange?.length).map((c) => c.slug)
    expect(announced).toStrictEqual(['pages', 'providers', 'media'])
    expect(collections.filter((c) => c.hooks?.afterDelete?.length).map((c) => c.slug)).toStrictEqual(announced)
    expect(globals[0]!.hooks?.afterChange).toHaveLength(1)
    for (const slug of ['users', 'appointments', 'attachments', 'treatment-requests', 'contact-messages'])
      expect(isContent(slug), slug).toBe(false)
  })

  test('a saved draft is not announced, also over a published document; publishing and unpublishing are', async () => {
    const collections = [{ slug: 'pages', fields: [] } as CollectionConfig]
    const globals = [{ slug: 'footer', fields: [] } as GlobalConfig]
    announceContentChanges(collections, globals)
    const hook = collections[0]!.hooks!.afterChange![0]!
    const globalHook = globals[0]!.hooks!.afterChange![0]!
    const seen: ContentChange[] = []
    const stop = subscribeContentChanges((change) => seen.push(change))
    const inCms = jest.spyOn(env, 'inCmsServer', 'get').mockReturnValue(true)
    // The main document (what readers see): still published after a draft, a draft once unpublished.
    let main = 'published'
    const db = { sessions: {}, findOne: async () => ({ _status: main }), findGlobal: async () => ({ _status: main }) }
    const req = { payload: { db }, transactionID: undefined } as unknown as PayloadRequest
    const run = (doc: unknown, previousDoc: unknown) =>
      hook({ doc, previousDoc, req, collection: collections[0], operation: 'update', context: {} } as never)
    try {
      await run({ _status: 'draft' }, { _status: 'draft' })
      await run({ _status: 'draft' }, { _status: 'published' })
      await globalHook({ doc: { _status: 'draft' }, previousDoc: { _status: 'published' }, req } as never)
      await new Promise((resolve) => setTimeout(resolve, env.redisUrl ? 300 : 20))
      expect(seen, 'drafts, also over a published document').toHaveLength(0)
      await run({ _status: 'published' }, { _status: 'draft' })
      main = 'draft'
      await run({ _status: 'draft' }, { _status: 'published' })
      await globalHook({ doc: { _status: 'draft' }, previousDoc: { _status: 'published' }, req } as never)
      await run({ title: 'no drafts on this collection' }, {})
      await new Promise((resolve) => setTimeout(resolve, env.redisUrl ? 300 : 20))
      expect(seen.map((change) => change.source)).toStrictEqual([
        'collection:pages',
        'collection:pages',
        'global:footer',
        'collection:pages',
      ])
    } finally {
      stop()
      inCms.mockRestore()
    }
  })

  test('a change waits for the end of its transaction', async () => {
    const collections = [{ slug: 'providers', fields: [] } as CollectionConfig]
    announceContentChanges(collections, [])
    const hook = collections[0]!.hooks!.afterChange![0]!
    const sessions: Record<string, unknown> = { tx1: {} }
    const seen: ContentChange[] = []
    const stop = subscribeContentChanges((change) => seen.push(change))
    const inCms = jest.spyOn(env, 'inCmsServer', 'get').mockReturnValue(true)
    try {
      hook({ doc: {}, previousDoc: {}, req: { payload: { db: { sessions } }, transactionID: 'tx1' } } as never)
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(seen, 'not while the transaction is open').toHaveLength(0)
      delete sessions.tx1
      await new Promise((resolve) => setTimeout(resolve, env.redisUrl ? 300 : 60))
      expect(seen.map((change) => change.source)).toStrictEqual(['collection:providers'])
    } finally {
      stop()
      inCms.mockRestore()
    }
  })

  test('the stream: ready at once, then each change; the relay takes only signed changes', async () => {
    const res = await stream!.handler({} as PayloadRequest)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const events = readEvents(res, 2)
    const change = { id: 'c1', source: 'global:footer', at: new Date().toISOString() }
    const body = JSON.stringify(change)
    // Whatever the transport (Redis or this process), the relay hands the change to the stream.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await relay!.handler(requestOf(body))).status, 'unsigned').toBe(403)
    expect((await relay!.handler(requestOf(body, signChange('{"other":1}')))).status, 'signed for another body').toBe(
      403,
    )
    expect((await relay!.handler(requestOf('not json', signChange('not json')))).status).toBe(400)
    expect((await relay!.handler(requestOf(body, signChange(body)))).status).toBe(204)
    const received = await events
    expect(received[0]).toStrictEqual({ event: 'ready', data: {} })
    expect(received[1]).toStrictEqual({ event: 'change', data: change })
    expect(verifyChange(body, null)).toBe(false)
  })
})
