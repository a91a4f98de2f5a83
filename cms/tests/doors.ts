/**
 * Calling every door of the running stack as someone: the site origin's /api/v1, Payload's REST,
 * GraphQL and account routes, and the panel, with a token, a panel cookie or nothing, from a
 * client address of the test's choosing. Shared by the security and matrix suites.
 */
import { randomInt, randomUUID } from 'node:crypto'

import { localPayload } from './fixtures'
import { BASE_URL, bodyOf } from './helpers'

/** Each test speaks from its own client address (the test stack's origin trusts this machine). */
export const address = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`

export type Call = { token?: string; cookie?: string; body?: unknown; from?: string; headers?: Record<string, string> }
export const call = async (method: string, path: string, { token, cookie, body, from, headers = {} }: Call = {}) => {
  const started = performance.now()
  const send = () =>
    fetch(`${BASE_URL}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `JWT ${token}` } : {}),
        // The panel takes its cookie from same-origin navigations only (Payload's CSRF rule).
        ...(cookie ? { cookie: `payload-token=${cookie}`, 'sec-fetch-site': 'same-origin' } : {}),
        ...(from ? { 'x-forwarded-for': from } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  let res: Response
  try {
    res = await send()
  } catch (err) {
    // A kept-alive connection the server closed as it was reused (after an answer given without
    // reading the request's body: the 413s) fails with ECONNRESET before any answer. A GET is
    // sent again on a new connection, as browsers do; a server that is really down fails again.
    if (method !== 'GET' || (err as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw err
    res = await send()
  }
  const { text, body: json } = await bodyOf(res)
  return { status: res.status, body: json, text, headers: res.headers, ms: performance.now() - started }
}
export const gql = (query: string, token?: string) => call('POST', '/api/graphql', { token, body: { query } })
export const v1Login = (email: string, password: string, from = address()) =>
  call('POST', '/api/v1/auth/login', { body: { email, password }, from })
export const panelLogin = (email: string, password: string, from = address()) =>
  call('POST', '/api/users/login', { body: { email, password }, from })

/** The booking API keeps a verified token for SESSION_CACHE_SECONDS (5 s): wait that out. */
export const eventually = async (check: () => Promise<boolean>, ms = 8_000) => {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) return false
    await new Promise((r) => setTimeout(r, 250))
  }
  return true
}

export const PASSWORD = () => `Pw!${randomUUID()}`
export const makeUser = async (roles: string[], password = PASSWORD()) => {
  const payload = await localPayload()
  const email = `door-${randomUUID().slice(0, 8)}@test.medtour.local`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: roles as never, _verified: true, firstName: 'Door', lastName: 'Test' },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return { id: user.id, email, password }
}
