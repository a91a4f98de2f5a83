/**
 * The password rule, one module for every door (docs/security.md): the booking API's sign-up,
 * reset and change-password, Payload's own routes (the panel's reset and user editor, through
 * the Users collection's hooks) and the site's live checklist (web/src/features/account).
 * PASSWORD_MIN to PASSWORD_MAX characters with an upper-case letter, a lower-case letter, a
 * digit and a symbol, and not containing the local part of the account's e-mail when it has 3
 * characters or more. Pure: no imports, so the browser bundles it as it is.
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
  // Very short local parts ("jo@") would forbid ordinary passwords without adding safety.
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

/**
 * The message for each rule: English for the booking API (the site shows its own translated
 * checklist), English or Arabic in the panel, after the panel's language.
 */
const MESSAGES: Record<'en' | 'ar', Record<PasswordCheckId, string>> = {
  en: {
    length: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
    upper: 'Needs an upper-case letter.',
    lower: 'Needs a lower-case letter.',
    digit: 'Needs a digit.',
    symbol: 'Needs a symbol.',
    email: 'Must not contain your e-mail name.',
  },
  ar: {
    length: `من ${PASSWORD_MIN} إلى ${PASSWORD_MAX} حرفًا.`,
    upper: 'يجب أن تحتوي على حرف لاتيني كبير.',
    lower: 'يجب أن تحتوي على حرف لاتيني صغير.',
    digit: 'يجب أن تحتوي على رقم.',
    symbol: 'يجب أن تحتوي على رمز.',
    email: 'يجب ألا تحتوي على اسم بريدك الإلكتروني.',
  },
}

/** What is wrong with `password` for the account `email`; empty when it is acceptable. */
export const passwordProblems = (password: string, email?: string | null, lang: 'en' | 'ar' = 'en'): string[] =>
  passwordChecks(password, email)
    .filter((check) => !check.ok)
    .map((check) => MESSAGES[lang][check.id])
