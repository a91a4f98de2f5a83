/** Test helpers of the doctors and booking screens: a routed fetch, a fake upload, a signed-in patient. */
import { ApolloProvider } from '@apollo/client/react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import { createApolloClient } from '../../lib/apollo'
import type { Doctor } from './api/doctorQueries'

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export interface Call {
  url: string
  method: string
  body: unknown
}

/**
 * Replaces fetch: each request goes to `route(url, body)`; an undefined answer is a 404. Returns
 * the calls seen (GraphQL bodies parsed).
 */
export function routeFetch(
  route: (url: string, body: any, method: string) => Response | Promise<Response> | undefined,
) {
  const calls: Call[] = []
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    let url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = (init?.method ?? 'GET').toUpperCase()
    const raw = init?.body
    let body: unknown = raw
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw)
      } catch {
        /* keep text */
      }
    }
    // GraphQL queries travel as GET (src/lib/apollo.ts): routes see them as path plus operation.
    if (method === 'GET' && url.startsWith('/api/graphql?')) {
      const params = new URLSearchParams(url.slice(url.indexOf('?') + 1))
      url = '/api/graphql'
      body = {
        operationName: params.get('operationName'),
        query: params.get('query'),
        variables: JSON.parse(params.get('variables') || '{}'),
      }
    }
    calls.push({ url, method, body })
    return (await route(url, body, method)) ?? json(404, { message: 'NOT_FOUND' })
  })
  return calls
}

/** A signed-in patient in localStorage (the login answer). */
export const signInPatient = (changes: Record<string, unknown> = {}) =>
  window.localStorage.setItem(
    'user',
    JSON.stringify({
      id: 12,
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: 'Ali',
      roles: ['ROLE_USER'],
      timeZone: 'America/New_York',
      accessToken: 'token-123',
      ...changes,
    }),
  )

export const doctor = (changes: Partial<Doctor> = {}): Doctor => ({
  id: 4,
  slug: 'dr-elif-sahin',
  name: 'Elif Şahin',
  title: 'Prof. Dr.',
  bio: 'Cornea specialist.',
  languages: ['tr', 'en'],
  yearsOfExperience: 25,
  consultationFee: { amount: 150, currency: 'EUR' },
  photo: null,
  speciality: { id: 3, slug: 'ophthalmology', name: 'Ophthalmology' },
  provider: { id: 2, slug: 'dunyagoz', name: 'Dünyagöz' },
  facility: {
    id: 3,
    slug: 'dunyagoz-levent',
    name: 'Dünyagöz Levent',
    address: 'Levent',
    city: { id: 1, slug: 'istanbul', name: 'Istanbul' },
  },
  ...changes,
})

/** Free slots as the booking API answers them. */
export const slotsAnswer = (starts: string[]) =>
  json(200, {
    message: 'OK',
    content: { doctorId: 4, slotMinutes: 30, slots: starts.map((start) => ({ start, times: { utc: start } })) },
  })

export interface SentUpload {
  method: string
  url: string
  headers: Record<string, string>
  form: FormData
}

/**
 * A fake XMLHttpRequest for `apiUpload`: records what is sent, reports progress, then answers
 * `respond(form)` (status and body).
 */
export function fakeUpload(respond: (form: FormData) => { status: number; body: unknown }, { hold = false } = {}) {
  const sent: SentUpload[] = []
  let release: () => void = () => undefined
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    status = 0
    statusText = ''
    responseText = ''
    private method = ''
    private url = ''
    private headers: Record<string, string> = {}
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(key: string, value: string) {
      this.headers[key.toLowerCase()] = value
    }
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, form })
      const finish = () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 })
        const answer = respond(form)
        this.status = answer.status
        this.responseText = JSON.stringify(answer.body)
        this.onload?.()
      }
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 })
        if (hold) release = finish
        else setTimeout(finish, 10)
      }, 10)
    }
  }
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest)
  return { sent, release: () => release() }
}

/** Shows where the router is, and the navigation state, for assertions. */
export function LocationProbe() {
  const location = useLocation()
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  )
}

export const withApollo = (ui: ReactNode) => <ApolloProvider client={createApolloClient()}>{ui}</ApolloProvider>
