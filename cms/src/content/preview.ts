/**
 * Live preview (docs/editors.md, "Seeing it on the site"): the panel shows the document's page of
 * the site beside the form, at phone, tablet and desktop sizes, with the editor's unpublished
 * draft. The page's address carries a preview token: signed with the cms's secret, naming the
 * editor, the document and its language, and valid for 10 to 15 minutes. The site shows the
 * draft only when the cms accepts the token for the editor signed in to the panel
 * (`GET /api/site-preview`); the drafts themselves are read with the editor's own session, as
 * in the panel. The origin never caches, indexes or server-renders a preview address
 * (web/server/index.ts), and a link sent to someone else shows them the published page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Endpoint, LivePreviewConfig } from 'payload'

import { isContentEditor } from '../access/roles'
import { env } from '../env'
import * as clock from '../shared/clock'

/** A token is renewed every 5 minutes and lasts 10 more: the preview's address (and so the
 * panel's frame) changes at most every 5 minutes, not at every autosave. */
export const PREVIEW_RENEW_MS = 5 * 60_000
export const PREVIEW_GRACE_MS = 10 * 60_000

export type PreviewClaims = {
  /** collection */
  c: string
  id: number | string
  /** the document's language */
  l: 'en' | 'ar'
  /** the editor's account */
  u: number | string
  /** expiry, ms since the epoch */
  exp: number
}

export type PreviewRefusal = 'invalid' | 'expired'

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(`preview:${body}`).digest('base64url')

/** When a token made at `now` expires: the end of the current 5-minute window, plus 10 minutes. */
export const previewExpiry = (now: number) =>
  Math.ceil((now + 1) / PREVIEW_RENEW_MS) * PREVIEW_RENEW_MS + PREVIEW_GRACE_MS

export const signPreview = (claims: PreviewClaims, secret: string = env.payloadSecret) => {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

export const verifyPreview = (
  token: string | null | undefined,
  now: number = clock.nowMs(),
  secret: string = env.payloadSecret,
): PreviewClaims | PreviewRefusal => {
  const [body, signature, extra] = String(token ?? '').split('.')
  if (!body || !signature || extra !== undefined || token!.length > 1024) return 'invalid'
  const expected = Buffer.from(mac(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  let claims: PreviewClaims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewClaims
  } catch {
    return 'invalid'
  }
  if (typeof claims?.exp !== 'number' || typeof claims.c !== 'string') return 'invalid'
  return claims.exp <= now ? 'expired' : claims
}

/** The panel's frame sizes (Payload adds "responsive"; its labels are plain text: both languages). */
export const PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone · هاتف', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet · جهاز لوحي', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop · حاسوب', width: 1440, height: 900 },
]

/**
 * The live preview of a collection whose documents have a page on the site (`sitePath` gives it
 * under the language, null when the document has none yet).
 */
export const livePreviewFor = (
  slug: string,
  sitePath: (doc: Record<string, unknown>) => string | null,
): LivePreviewConfig => ({
  breakpoints: PREVIEW_BREAKPOINTS,
  url: ({ data, locale, req }) => {
    const path = sitePath(data)
    const user = req.user as { id?: number | string } | null
    if (path === null || !user?.id || data?.id === undefined) return null as unknown as string
    const lang = locale?.code === 'ar' ? 'ar' : 'en'
    const token = signPreview({
      c: slug,
      id: data.id as number,
      l: lang,
      u: user.id,
      exp: previewExpiry(clock.nowMs()),
    })
    return `${env.publicUrl}/${lang}/${path}?${new URLSearchParams({ preview: token })}`
  },
})

/**
 * `GET /api/site-preview?token=…`: whether the site may show drafts to this visitor — a valid
 * token, and the same editor signed in to the panel (the session cookie goes with the request).
 */
export const sitePreviewEndpoint: Endpoint = {
  path: '/site-preview',
  method: 'get',
  handler: async (req) => {
    const headers = { 'cache-control': 'no-store' }
    const token = new URL(req.url ?? '', 'http://x').searchParams.get('token')
    const claims = verifyPreview(token)
    if (typeof claims === 'string') return Response.json({ ok: false, reason: claims }, { status: 401, headers })
    const user = req.user as { id?: number | string; roles?: string[] } | null
    if (!user?.id || !isContentEditor(user) || String(user.id) !== String(claims.u))
      return Response.json({ ok: false, reason: 'signed-out' }, { status: 403, headers })
    return Response.json(
      {
        ok: true,
        collection: claims.c,
        id: claims.id,
        locale: claims.l,
        expiresAt: new Date(claims.exp).toISOString(),
      },
      { headers },
    )
  },
}
