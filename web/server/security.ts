/**
 * The origin's part of the security rules (docs/security.md): which address a request came from,
 * and the headers every answer carries.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { parseTrustProxy, type TrustProxy } from '@medtour/cms/shared/web'
import proxyaddr from 'proxy-addr'

/** TRUST_PROXY, read as the cms and the booking API read it (one rule: @medtour/cms/shared/web). */
export { parseTrustProxy }

/** Whether the proxy at `address`, `hop` steps from the origin, may name the client. */
export type Trust = (address: string, hop: number) => boolean

/** proxy-addr's trust function for a parsed TRUST_PROXY (throws on an address it cannot read). */
export const trustFunction = (trust: TrustProxy): Trust => {
  if (trust === false) return () => false
  if (typeof trust === 'number') return (_, i) => i < trust
  return proxyaddr.compile(trust)
}

/**
 * The client's address: the socket's, or the one a trusted proxy in front named. The origin
 * sends upstream this one address as X-Forwarded-For (never what the client wrote), and the cms
 * and the booking API trust it from the origin only.
 */
export const clientAddressOf = (req: IncomingMessage, trust: Trust): string => {
  try {
    return proxyaddr(req, trust)
  } catch {
    return req.socket?.remoteAddress ?? 'unknown'
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g

/** CSP hashes of the inline scripts of `html` (the language loader, the SSR entry loader). */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  )

/** Headers on every answer of the origin, proxied ones included (when the upstream set none). */
export const baseHeaders = ({ https }: { https: boolean }): Record<string, string> => ({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
})

/**
 * The site's pages: scripts only from this origin and the hashed inline loaders (no
 * 'unsafe-inline' for scripts), styles inline (Chakra's emotion writes them at run time), no
 * framing, no plugins. `extraSources` (CSP_EXTRA_SOURCES) are the live-chat widget's hosts.
 */
export const siteHeaders = ({
  https,
  scriptHashes,
  extraSources = [],
}: {
  https: boolean
  scriptHashes: string[]
  extraSources?: string[]
}): Record<string, string> => {
  const extra = extraSources.join(' ')
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].join(' ')} ${extra}`.trim(),
    `style-src 'self' 'unsafe-inline' ${extra}`.trim(),
    `img-src 'self' data: blob: ${extra}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra} ${extraSources.map((s) => s.replace(/^https:/, 'wss:')).join(' ')}`.trim(),
    `frame-src ${extra || "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  return { ...baseHeaders({ https }), 'content-security-policy': csp, 'x-frame-options': 'DENY' }
}

/**
 * A preview of unpublished content (`?preview=`, cms/src/content/preview.ts) is shown in the
 * panel's frame, on this same origin: it may be framed by the origin itself, never by another
 * site; it is never stored by a browser or proxy, nor indexed.
 */
export const previewHeaders = (csp: string): Record<string, string> => ({
  'content-security-policy': csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
})
