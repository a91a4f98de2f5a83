/** What the auth suites share: a sign-up body and the link an account e-mail carries. */
import { PASSWORD, type Mail } from './helpers'

export const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Hassan',
  email,
  password: PASSWORD,
  phone: '+962 79 123 4567',
  country: 'JO',
  preferredLanguage: 'en',
  ...extra,
})

export const linkIn = (mail: Mail | undefined, kind: 'activate' | 'reset') => {
  const href = new RegExp(`href="([^"]*/${kind}\\?[^"]+)"`).exec(mail?.html ?? '')?.[1]
  expect(href, `a ${kind} link in the e-mail`).toBeTruthy()
  const url = new URL(href!.replace(/&amp;/g, '&'))
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! }
}
