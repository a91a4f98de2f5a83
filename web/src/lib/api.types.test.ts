/**
 * The generated contract types resolve to the answers' shapes (checked by `tsc`, which fails on
 * an unused @ts-expect-error): a wrong field is an error, not silently `never`.
 */
import type { ContentOf } from './api'

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
