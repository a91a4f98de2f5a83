/**
 * The generated contract types resolve to the answers' shapes (checked by `tsc`, which fails on
 * an unused @ts-expect-error): a wrong field is an error, not silently `never`.
 */
import type { BodyOf, ContentOf } from './api'

test('ContentOf gives the success content of an endpoint', () => {
  const slots: ContentOf<'/doctor/{id}/slots', 'get'> = { doctorId: 4, slotMinutes: 30, slots: [] }
  const signup: ContentOf<'/auth/signup', 'post'> = { email: 'sara@example.com' }
  // @ts-expect-error: the sign-up answer has no id (a registered address would have none to give)
  const withId: ContentOf<'/auth/signup', 'post'> = { email: 'sara@example.com', id: 5 }
  // @ts-expect-error: slotMinutes is a number
  const wrong: ContentOf<'/doctor/{id}/slots', 'get'> = { doctorId: 4, slotMinutes: '30', slots: [] }
  expect([slots.slotMinutes, signup.email, withId.email, wrong.doctorId]).toEqual([
    30,
    'sara@example.com',
    'sara@example.com',
    4,
  ])
})

test('ContentOf reads an accepted (202) answer too', () => {
  const queued: ContentOf<'/user/me/export', 'post'> = {
    id: 5,
    state: 'queued',
    createdAt: '2026-03-15T10:00:00.000Z',
    readyAt: null,
    expiresAt: null,
    size: null,
  }
  // @ts-expect-error: an export is queued, ready or failed
  const wrong: ContentOf<'/user/me/export', 'post'> = { ...queued, state: 'done' }
  expect([queued.state, wrong.id]).toEqual(['queued', 5])
})

test('BodyOf gives the JSON request body of an endpoint', () => {
  const login: BodyOf<'/auth/login', 'post'> = { email: 'sara@example.com', password: 'secret' }
  const signup: BodyOf<'/auth/signup', 'post'> = {
    firstName: 'Sara',
    lastName: 'Hadid',
    email: 'sara@example.com',
    password: 'secret',
    phone: '+962790000000',
    // @ts-expect-error: the sign-up body's country is an ISO code of the bundled list
    country: 'ZZ',
  }
  // @ts-expect-error: a GET takes no body
  const none: BodyOf<'/user/id/{id}', 'get'> = {}
  expect([login.email, signup.country, none]).toEqual(['sara@example.com', 'ZZ', {}])
})
