/**
 * Integration-test helpers. The suite talks HTTP to a running cms behind the site origin
 * (BASE_URL, started by scripts/test.mjs) and uses Payload's Local API on the same database
 * only to prepare fixtures (test users) that the HTTP API deliberately does not allow.
 */

export const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')

export type { Role } from '../src/access/roles'

export const gql = async <T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) => {
  const res = await fetch(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] }
  return { status: res.status, data: body.data as T, errors: body.errors }
}

/** A GraphQL read that must succeed. */
export const read = async <T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) => {
  const { data, errors } = await gql<T>(query, variables, token)
  expect(errors, `GraphQL errors: ${JSON.stringify(errors)}`).toBe(undefined)
  return data
}

export const rest = async (method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) => {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await bodyOf(res)).body }
}

/** An answer's text, and its JSON when it is JSON (else the text again). */
export const bodyOf = async (res: Response) => {
  const text = await res.text()
  try {
    return { text, body: JSON.parse(text) as any }
  } catch {
    return { text, body: text as any }
  }
}

export const login = async (email: string, password: string) => {
  const res = await rest('POST', '/users/login', { body: { email, password } })
  expect(res.status, `login of ${email} failed: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body.token as string
}

export const ARABIC = /[\u0600-\u06FF]/
export const LATIN = /[A-Za-z]/
