/**
 * Draft queries (preview mode, lib/preview.tsx) go as POST, every other query as GET. The
 * panel's session cookie counts at the cms only on a request with an `Origin` header (Payload's
 * CSRF rule), and browsers send one on a POST, not on a same-origin GET; the origin forwards a
 * POST to the cms untouched and never caches it (web/server/contentCache.ts).
 */
const isDraft = (variables: string | null) => {
  if (!variables) return false
  try {
    return (JSON.parse(variables) as { draft?: unknown }).draft === true
  } catch {
    return false
  }
}

export const draftsAsPost =
  (base?: typeof fetch): typeof fetch =>
  (input, init) => {
    const send = base ?? globalThis.fetch
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || typeof input !== 'string') return send(input, init)
    const url = new URL(input, 'http://site.invalid')
    const params = url.searchParams
    if (!isDraft(params.get('variables'))) return send(input, init)
    const body = JSON.stringify({
      query: params.get('query'),
      variables: JSON.parse(params.get('variables')!) as unknown,
      ...(params.get('operationName') ? { operationName: params.get('operationName') } : {}),
    })
    const target = input.startsWith('http') ? `${url.origin}${url.pathname}` : url.pathname
    const headers = new Headers(init?.headers)
    headers.set('content-type', 'application/json')
    return send(target, { ...init, method: 'POST', headers, body, credentials: 'include' })
  }
