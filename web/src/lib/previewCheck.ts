/**
 * The check of a preview token with the cms (lib/preview.tsx loads this module only when the
 * address carries `?preview=`, so no visitor's first load pays for it).
 */
/** Why the cms refused a preview (a failed request counts as 'invalid'). */
export type PreviewRefusal = 'expired' | 'invalid' | 'signed-out'

/** The cms's check of a token (cms/src/content/preview.ts, `sitePreviewEndpoint`). */
export const SITE_PREVIEW_URL = '/api/site-preview'

/** The cms's answer to an accepted token: the document previewed, in its language. */
export interface PreviewGrant {
  ok: true
  collection: 'providers' | 'pages' | 'faqs'
  id: number
  locale: 'en' | 'ar'
  expiresAt: string
}

const REFUSALS: readonly string[] = ['expired', 'invalid', 'signed-out'] satisfies PreviewRefusal[]

export type PreviewAnswer = PreviewGrant | { ok: false; reason: PreviewRefusal }

/** Asks the cms whether this visitor may see drafts with `token`. */
export async function verifyPreview(token: string): Promise<PreviewAnswer> {
  try {
    const res = await fetch(`${SITE_PREVIEW_URL}?token=${encodeURIComponent(token)}`, {
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    const body = (await res.json().catch(() => null)) as { ok?: unknown; reason?: unknown } | null
    if (res.ok && body?.ok === true) return body as PreviewGrant
    const reason = typeof body?.reason === 'string' && REFUSALS.includes(body.reason) ? body.reason : 'invalid'
    return { ok: false, reason: reason as PreviewRefusal }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}
