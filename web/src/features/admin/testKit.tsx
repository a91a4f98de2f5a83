/** Test helpers of the admin area: a fake booking API over `fetch` and a rendered table page. */
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import type { Lang } from '../../lib/lang'
import { saveUser } from '../../lib/session'
import { renderWithProviders } from '../../test/render'
import AdminResourcePage from './AdminResourcePage'
import { ADMIN_PROVIDERS_QUERY } from './api/optionsQueries'

export interface Call {
  method: string
  url: URL
  body: unknown
}

type Reply = { status?: number; body: unknown }
type Handler = (call: Call) => Reply | undefined

/** Routes fetch calls to handlers (first match wins); unmatched calls answer 404 and are recorded. */
export function fakeApi(...handlers: Handler[]) {
  const calls: Call[] = []
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, url, body }
    calls.push(call)
    for (const handler of handlers) {
      const reply = handler(call)
      if (reply)
        return new Response(JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'content-type': 'application/json' },
        })
    }
    return new Response(JSON.stringify({ message: 'NOT_FOUND' }), { status: 404 })
  })
  return {
    calls,
    spy,
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path),
  }
}

/** A handler for one method and path (a string or a pattern). */
export const on =
  (method: string, path: string | RegExp, reply: Reply | ((call: Call) => Reply)): Handler =>
  (call) => {
    const matches = typeof path === 'string' ? call.url.pathname === path : path.test(call.url.pathname)
    if (call.method !== method || !matches) return undefined
    return typeof reply === 'function' ? reply(call) : reply
  }

export const page = (content: unknown[], totalPages = 1) => ({
  body: { message: 'OK', content, totalElements: content.length, totalPages },
})

export const providersMock = (lang: Lang): MockLink.MockedResponse => ({
  request: { query: ADMIN_PROVIDERS_QUERY, variables: { locale: lang } },
  result: {
    data: {
      Providers: {
        __typename: 'Providers',
        docs: [
          { __typename: 'Provider', id: 1, name: 'Medical Park' },
          { __typename: 'Provider', id: 2, name: 'Dünyagöz' },
        ],
      },
    },
  },
  maxUsageCount: 10,
})

/** Renders one admin table as the signed-in admin. */
export async function renderResource(resource: string, lang: Lang = 'en', mocks: MockLink.MockedResponse[] = []) {
  saveUser({ id: 1, email: 'admin@medtour.local', roles: ['ROLE_ADMIN'], accessToken: 'token' })
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <Routes>
        <Route path="/:lang/admin/:resource" element={<AdminResourcePage resource={resource} />} />
        <Route path="/:lang/" element={<h1>language root</h1>} />
      </Routes>
    </MockedProvider>,
    { lang, path: `/${lang}/admin/${resource}` },
  )
}

/** The body rows of the table. */
export const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')

export const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) })
