/**
 * The password rule (cms/src/auth/password.ts, shared with Payload's Users collection) as the
 * booking API's request schemas apply it.
 */
import { z } from 'zod'

import { PASSWORD_MAX, passwordProblems } from '@medtour/cms/auth/password'

export { passwordProblems }

/** Shape only; the e-mail check needs the e-mail, see `passwordProblems`. */
export const Password = z
  .string({ error: 'Required' })
  .min(1, 'Required')
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`)

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
