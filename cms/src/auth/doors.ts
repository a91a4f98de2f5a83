/**
 * Payload's own account routes (/api/users/*), held to the rules of the booking API's
 * /api/v1/auth (docs/security.md): the same throttles and counters, the same password rule, the
 * same answer and the same time for known and unknown e-mail addresses, and a disabled account
 * refused everywhere. Payload's GraphQL account mutations are off (Users `graphQL`), so these
 * REST routes are the only way in besides /api/v1.
 */
import { pbkdf2, randomBytes, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  AuthenticationError,
  Forbidden,
  LockedAuth,
  ValidationError,
  addDataAndFileToRequest,
  headersWithCors,
  loginOperation,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type Endpoint,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { activeUser } from '../access/roles'
import { accountExistsMail, accountMail, languageOf } from '../email/templates'
import { env } from '../env'
import { enqueueMail, keyFor } from '../jobs/outbox'
import { withTransaction, type TransactionReq } from '../transaction'
import { clientAddress } from './clientAddress'
import { passwordProblems } from './password'
import {
  LIMITS,
  Throttled,
  accountKey,
  FORGOT_MS,
  answerFailureAfter,
  answerNoSoonerThan,
  consume,
  createLimiter,
  loginThrottle,
  tryConsume,
  type LoginThrottle,
} from './throttle'

const hash = promisify(pbkdf2)
// Payload's password hash (pbkdf2-sha256-v1: 600 000 iterations, 32 bytes): the work a known
// account's login does, spent for an unknown one too.
const DUMMY_SALT = randomBytes(32).toString('hex')
const spendPasswordCheck = (password: string) => hash(password, DUMMY_SALT, 600_000, 32, 'sha256')

const findAccount = async (payload: Payload, where: Record<string, { equals: unknown }>) =>
  (
    await payload.find({
      collection: 'users',
      where,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      pagination: false,
    })
  ).docs[0] ?? null

/**
 * Queues a reset link for an active account and nothing otherwise, saying nothing either way; the
 * booking API's GET /auth/forgot and Payload's POST /api/users/forgot-password both end here,
 * after their throttles, in the background (an answer must take as long for an unknown address).
 * The token and its e-mail are stored in one transaction (the outbox: cms/src/jobs).
 */
export const sendResetLink = async (payload: Payload, email: string) => {
  try {
    const user = await findAccount(payload, { email: { equals: accountKey(email) } })
    if (!user || user.active === false) return
    await withTransaction(payload, async (req) => {
      const token = await payload.forgotPassword({
        collection: 'users',
        data: { email: user.email },
        disableEmail: true,
        overrideAccess: true,
        req: req as never,
      })
      if (!token) return
      await enqueueMail(payload, req, {
        kind: 'password-reset',
        key: `password-reset:${user.id}:${randomUUID()}`,
        lang: languageOf(user),
        user: user.id as number,
        sensitive: true,
        mail: accountMail('reset', languageOf(user), token, user.email),
      })
    })
  } catch (err) {
    payload.logger.error({ err, msg: 'password reset e-mail not queued' })
  }
}

/**
 * Queues the activation e-mail of a new account, in the transaction `req` that creates it. The
 * account must have been created with `disableVerificationEmail` and `showHiddenFields`.
 */
export const queueActivation = (
  payload: Payload,
  req: TransactionReq,
  user: {
    id: number | string
    email: string
    createdAt?: string | null
    preferredLanguage?: string | null
    _verificationToken?: string | null
  },
) =>
  enqueueMail(payload, req, {
    kind: 'activation',
    key: keyFor('activation', user),
    lang: languageOf(user),
    user: user.id as number,
    sensitive: true,
    mail: accountMail('verify', languageOf(user), user._verificationToken ?? '', user.email),
  })

/**
 * Tells an account's owner that someone tried to register with their address: sign-up answers
 * as it does for a new address (no enumeration), so the owner learns it here, in their language.
 * Nothing for a disabled account. In the background, after the sign-up's throttles.
 */
export const sendAccountExists = async (
  payload: Payload,
  user: { id: number | string; email: string; preferredLanguage?: string | null; active?: boolean | null },
) => {
  if (user.active === false) return
  try {
    await enqueueMail(payload, undefined, {
      kind: 'account-exists',
      key: `account-exists:${user.id}:${randomUUID()}`,
      lang: languageOf(user),
      user: user.id as number,
      mail: { to: user.email, ...accountExistsMail(languageOf(user)) },
    })
  } catch (err) {
    payload.logger.error({ err, msg: '"account exists" e-mail not queued' })
  }
}

/** The throttles' answer in the panel's language (Payload's own messages have no such text). */
const TOO_MANY = {
  en: 'Too many attempts. Try again later.',
  ar: 'محاولات كثيرة جدًا. حاول مرة أخرى لاحقًا.',
} as const
/** The panel's language for this request (its Accept-Language or language cookie). */
const panelLanguage = (req: PayloadRequest) => (req.i18n?.language === 'ar' ? 'ar' : 'en')
const tooManyMessage = (req: PayloadRequest) => TOO_MANY[panelLanguage(req)]

const tooMany = (req: PayloadRequest, retryAfterSeconds: number) =>
  Response.json(
    { errors: [{ message: tooManyMessage(req) }] },
    {
      status: 429,
      headers: headersWithCors({ headers: new Headers({ 'Retry-After': String(retryAfterSeconds) }), req }),
    },
  )

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The body's e-mail and password (empty when missing) and the caller's address. */
const accountRequest = async (req: PayloadRequest) => {
  await addDataAndFileToRequest(req)
  return {
    email: text(req.data?.email),
    password: text(req.data?.password),
    ip: clientAddress(req.headers, env.trustProxy),
  }
}

/** The limiters, made on first use: importing the config (seed, migrations) connects nothing. */
let made: { throttle: LoginThrottle; resetIp: RateLimiterAbstract; resetAccount: RateLimiterAbstract } | null = null
const limiters = () =>
  (made ??= {
    throttle: loginThrottle(),
    resetIp: createLimiter(LIMITS.resetIp),
    resetAccount: createLimiter(LIMITS.resetAccount),
  })

/** POST /api/users/login: the panel's login, throttled like /api/v1/auth/login. */
const login: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const { email, password, ip } = await accountRequest(req)
    const users = req.payload.collections.users!
    const started = performance.now()
    const { throttle } = limiters()
    try {
      await throttle.assertAllowed(ip, email)
      const result = await loginOperation({ collection: users, data: { email, password }, req })
      await throttle.succeeded(email)
      const cookie = generatePayloadCookie({
        collectionAuthConfig: users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token!,
      })
      return Response.json(
        { message: req.t('authentication:passed'), ...result },
        { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
      )
    } catch (err) {
      // Classes, not names: the cms's build minifies class names.
      if (err instanceof AuthenticationError) {
        await throttle.failed(ip, email)
        await answerFailureAfter(started)
      }
      if (err instanceof Throttled) return tooMany(req, err.retryAfterSeconds)
      // Payload's own lock answers as the throttle does, so it tells nothing about the account.
      if (err instanceof LockedAuth) return tooMany(req, LIMITS.loginAccount.blockSeconds)
      throw err
    }
  },
}

/** POST /api/users/forgot-password: throttled, capped per account, answered before any work. */
const forgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const { email, ip } = await accountRequest(req)
    const { resetIp, resetAccount } = limiters()
    try {
      await consume(resetIp, ip)
    } catch (err) {
      if (err instanceof Throttled) return tooMany(req, err.retryAfterSeconds)
      throw err
    }
    const started = performance.now()
    if (email && (await tryConsume(resetAccount, accountKey(email)))) void sendResetLink(req.payload, email)
    await answerNoSoonerThan(started, FORGOT_MS)
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}

/**
 * POST /api/users/verify/:token: off. Accounts are activated through the site's link
 * (/api/v1/auth/activate), which also checks that the token belongs to the e-mail address.
 */
const verify: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
}

export const accountEndpoints: Endpoint[] = [login, forgotPassword, verify]

const badPassword = (problems: string[]) =>
  new ValidationError({ collection: 'users', errors: problems.map((message) => ({ path: 'password', message })) })

/**
 * Users `beforeValidate` (after the access check): the password rule when a password is set over
 * REST, in the panel's user editor or by an admin. The Local API is the system's own writes: the
 * booking API applies the rule before it calls, and the seed's development accounts are
 * documented as they are.
 */
export const passwordRule: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (typeof data?.password !== 'string' || req.payloadAPI === 'local') return data
  const problems = passwordProblems(data.password, text(data.email) || text(originalDoc?.email), panelLanguage(req))
  if (problems.length) throw badPassword(problems)
  return data
}

/**
 * Users `beforeOperation`: the password rule and an address count for a reset through Payload's
 * REST route, the same work for unknown e-mail addresses at login (on every door), and no
 * refresh for a disabled account.
 */
export const guardAccountOperations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  switch (operation) {
    case 'login': {
      const email = accountKey(text(data?.email))
      const known =
        email &&
        (await req.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
      if (!known || known.totalDocs === 0) await spendPasswordCheck(text(data?.password))
      break
    }
    case 'resetPassword': {
      if (req.payloadAPI === 'local') break
      try {
        await consume(limiters().resetIp, clientAddress(req.headers, env.trustProxy))
      } catch (err) {
        if (err instanceof Throttled) throw new APIError(tooManyMessage(req), 429)
        throw err
      }
      const token = text(data?.token)
      const account = token ? await findAccount(req.payload, { resetPasswordToken: { equals: token } }) : null
      const problems = passwordProblems(text(data?.password), account?.email, panelLanguage(req))
      if (problems.length) throw badPassword(problems)
      break
    }
    case 'refresh':
      if (!activeUser(req.user)) throw new Forbidden(req.t)
      break
  }
  return args
}

const sameRoles = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((role) => b.includes(role))

/**
 * Users `afterChange`: disabling an account or changing its roles ends every session of it, so
 * no token issued before works on any door or can be refreshed (a password change already ends
 * all but the current one: Payload does that itself).
 */
export const endSessionsOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const disabled = doc.active === false && previousDoc.active !== false
  if (!disabled && sameRoles(doc.roles, previousDoc.roles)) return doc
  await req.payload.db.updateOne({
    collection: 'users',
    id: doc.id,
    data: { sessions: [] },
    req,
    returning: false,
  })
  return doc
}
