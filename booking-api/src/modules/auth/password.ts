/**
 * The password rule (docs/api.md): at least 10 characters with an upper-case letter, a
 * lower-case letter, a digit and a symbol, and not containing the local part of the e-mail.
 */
import { z } from 'zod'

export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128

/** Shape only; the e-mail check needs the e-mail, see `passwordProblems`. */
export const Password = z
  .string({ error: 'Required' })
  .min(1, 'Required')
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`)

/** What is wrong with `password` for the account `email`; empty when it is acceptable. */
export const passwordProblems = (password: string, email?: string): string[] => {
  const problems: string[] = []
  if (password.length < PASSWORD_MIN) problems.push(`At least ${PASSWORD_MIN} characters.`)
  if (!/\p{Lu}/u.test(password)) problems.push('Needs an upper-case letter.')
  if (!/\p{Ll}/u.test(password)) problems.push('Needs a lower-case letter.')
  if (!/\d/.test(password)) problems.push('Needs a digit.')
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push('Needs a symbol.')
  const local = email?.split('@')[0]?.toLowerCase() ?? ''
  // Very short local parts ("jo@") would forbid ordinary passwords without adding safety.
  if (local.length >= 3 && password.toLowerCase().includes(local)) problems.push('Must not contain your e-mail name.')
  return problems
}

/** Adds the rule's issues on `path` of an object schema that holds both fields. */
export const checkPassword = (
  ctx: z.core.$RefinementCtx,
  password: string | undefined,
  email: string | undefined,
  path: string,
) => {
  if (password === undefined) return
  for (const message of passwordProblems(password, email)) ctx.addIssue({ code: 'custom', path: [path], message })
}
