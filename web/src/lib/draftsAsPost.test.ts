import { draftsAsPost } from './draftsAsPost'

const Q = 'query P($draft: Boolean) { Pages(draft: $draft) { docs { id } } }'
const get = (variables: Record<string, unknown>) =>
  `/api/graphql?${new URLSearchParams({ query: Q, operationName: 'P', variables: JSON.stringify(variables) })}`

describe('draft queries as POST', () => {
  test('a draft query goes as POST with its query, variables and name, and the session', async () => {
    const base = jest.fn(async () => new Response('{}'))
    await draftsAsPost(base as unknown as typeof fetch)(get({ draft: true, locale: 'ar' }), {
      method: 'GET',
      headers: { accept: 'application/json' },
    })
    const [url, init] = base.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/graphql')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(new Headers(init.headers).get('accept')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toStrictEqual({
      query: Q,
      variables: { draft: true, locale: 'ar' },
      operationName: 'P',
    })
  })

  test('every other query stays a GET, untouched (the origin caches it by its address)', async () => {
    const base = jest.fn(async () => new Response('{}'))
    const send = draftsAsPost(base as unknown as typeof fetch)
    for (const variables of [{ locale: 'en' }, { draft: false }, { draft: 'true' }]) {
      const url = get(variables)
      await send(url, { method: 'GET' })
      expect(base).toHaveBeenLastCalledWith(url, { method: 'GET' })
    }
    await send('/api/graphql?query=x&variables=not-json', { method: 'GET' })
    expect(base).toHaveBeenLastCalledWith('/api/graphql?query=x&variables=not-json', { method: 'GET' })
    const post = { method: 'POST', body: '{}' }
    await send('/api/graphql', post)
    expect(base).toHaveBeenLastCalledWith('/api/graphql', post)
  })

  test('an absolute address keeps its origin', async () => {
    const base = jest.fn(async () => new Response('{}'))
    await draftsAsPost(base as unknown as typeof fetch)(`http://origin.internal${get({ draft: true })}`, {
      method: 'GET',
    })
    expect((base.mock.calls[0] as unknown as [string])[0]).toBe('http://origin.internal/api/graphql')
  })
})
