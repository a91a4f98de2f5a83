/**
 * `/api/content-events`: the stream of public content changes for the site's origins
 * (content/changes.ts), and the door through which the cms's sibling processes hand it theirs
 * when there is no Redis. The origin never forwards this path from the internet
 * (web/server/index.ts); the POST is refused without the change's signature.
 *
 * GET answers Server-Sent Events: `event: ready` at once (an origin empties its cache on every
 * (re)connection: it may have missed changes), then one `event: change` per change, and a
 * comment every 15 s that keeps proxies from closing an idle connection.
 */
import type { Endpoint } from 'payload'

import {
  type ContentChange,
  contentChangesReady,
  deliverLocally,
  subscribeContentChanges,
  verifyChange,
} from '../content/changes'

const HEARTBEAT_MS = 15_000

const stream: Endpoint = {
  path: '/content-events',
  method: 'get',
  handler: () => {
    const encoder = new TextEncoder()
    let stop = () => {}
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            stop()
          }
        }
        const unsubscribe = subscribeContentChanges((change) =>
          send(`event: change\nid: ${change.id}\ndata: ${JSON.stringify(change)}\n\n`),
        )
        // Ready once no change can be missed: the origin empties its cache on this event.
        await contentChangesReady()
        send(`retry: 1000\nevent: ready\ndata: {}\n\n`)
        const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS)
        stop = () => {
          clearInterval(heartbeat)
          unsubscribe()
        }
      },
      cancel() {
        stop()
      },
    })
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    })
  },
}

const relay: Endpoint = {
  path: '/content-events',
  method: 'post',
  handler: async (req) => {
    const body = req.text ? await req.text() : ''
    if (!verifyChange(body, req.headers.get('x-content-signature'))) {
      return Response.json({ message: 'FORBIDDEN', errors: [] }, { status: 403 })
    }
    let change: ContentChange
    try {
      change = JSON.parse(body) as ContentChange
    } catch {
      return Response.json({ message: 'BAD_REQUEST', errors: [] }, { status: 400 })
    }
    if (typeof change?.id !== 'string' || typeof change.source !== 'string')
      return Response.json({ message: 'BAD_REQUEST', errors: [] }, { status: 400 })
    deliverLocally(change)
    return new Response(null, { status: 204 })
  },
}

export const contentEvents: Endpoint[] = [stream, relay]
