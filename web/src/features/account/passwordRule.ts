/**
 * The booking API's password rule (docs/api.md), checked in the browser so the checklist can
 * show it live: 10 to 128 characters, an upper-case and a lower-case letter, a digit, a symbol,
 * and not containing the local part of the account's e-mail when it has 3 characters or more.
 */
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128

export type PasswordCheckId = 'length' | 'upper' | 'lower' | 'digit' | 'symbol' | 'email'

export interface PasswordCheck {
  id: PasswordCheckId
  ok: boolean
}

/** The e-mail's local part the password must not contain, when it is long enough to matter. */
export const emailName = (email?: string | null) => {
  const local = (email ?? '').trim().split('@')[0]?.toLowerCase() ?? ''
  return local.length >= 3 ? local : ''
}

/** Every rule with whether `password` meets it (the e-mail rule only when it applies). */
export const passwordChecks = (password: string, email?: string | null): PasswordCheck[] => {
  const checks: PasswordCheck[] = [
    { id: 'length', ok: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX },
    { id: 'upper', ok: /\p{Lu}/u.test(password) },
    { id: 'lower', ok: /\p{Ll}/u.test(password) },
    { id: 'digit', ok: /\d/.test(password) },
    { id: 'symbol', ok: /[^\p{L}\p{N}\s]/u.test(password) },
  ]
  const local = emailName(email)
  if (local) checks.push({ id: 'email', ok: !password.toLowerCase().includes(local) })
  return checks
}

export const meetsPasswordRule = (password: string, email?: string | null) =>
  passwordChecks(password, email).every((check) => check.ok)
