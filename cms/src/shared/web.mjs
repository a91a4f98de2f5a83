/**
 * Small rules shared with the site (its origin, web/server, and its pages' JSON-LD). It is
 * JavaScript typed by web.d.mts, so every runtime loads it as it is (Node with or without tsx,
 * Vite, Next). The cms and the booking API import it as `@medtour/cms/shared/web` too: one rule,
 * one place.
 */

/**
 * TRUST_PROXY (docs/security.md): unset, none (the socket's address is the client); a number,
 * that many hops; or a comma-separated list of addresses and subnets (`loopback`, `10.0.0.0/8`),
 * as Express's `trust proxy` and proxy-addr read it.
 */
export const parseTrustProxy = (value) => {
  const text = String(value ?? '').trim()
  if (!text || text === 'false' || text === '0') return false
  if (/^\d+$/.test(text)) return Number(text)
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe inside HTML, in element content and quoted attributes alike. */
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c])

/**
 * JSON safe inside a `<script>` block (the origin's page data, the pages' JSON-LD): no
 * `</script>`, no HTML comment opener, no `&` entity, no line separators older parsers end a line at.
 */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
