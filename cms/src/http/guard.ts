/**
 * The limits Payload's REST and GraphQL routes do not have of their own (docs/security.md),
 * around the handlers Payload generates (app/(payload)/api):
 * - a body must say its length, and may be at most `env.bodyLimitBytes` (JSON and forms) or
 *   `env.uploadLimitBytes` (multipart uploads): 411 / 413 before any of it is read. Node reads
 *   no more than the stated length, so the limit holds;
 * - a document id in the path must be a number (the database's ids): `/api/doctors/abc` is a
 *   400, not a database error; so is a `where` value the database cannot compare;
 * - an answer of a 5xx says nothing of what went wrong (the log has it);
 * - patients' medical files are never cached and always downloaded, not shown.
 * All answers in Payload's error shape: `{ errors: [{ message }] }`.
 */
import { env } from '../env'

type Handler = (req: Request, context: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

const error = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/** The size rule for a request's body; null when it may go on. */
export const refuseBody = (req: Request): Response | null => {
  if (!BODY_METHODS.has(req.method)) return null
  const length = req.headers.get('content-length')
  if (length === null) {
    // A streamed body of unknown length: the limit could not hold. Browsers always send one.
    return req.headers.has('transfer-encoding') ? error(411, 'A request body must state its length.') : null
  }
  const bytes = Number(length)
  if (!Number.isSafeInteger(bytes) || bytes < 0) return error(400, 'Invalid Content-Length.')
  const multipart = (req.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  const limit = multipart ? env.uploadLimitBytes : env.bodyLimitBytes
  return bytes > limit ? error(413, `The request body is larger than ${Math.floor(limit / 1024)} KB.`) : null
}

/**
 * Second path segments under a collection that are Payload's own routes, not document ids
 * (auth, uploads, versions, counts, access, trash...).
 */
const ROUTES = new Set([
  'access',
  'count',
  'file',
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'paste-url',
  'refresh-token',
  'reset-password',
  'unlock',
  'verify',
  'versions',
])

/** `/api/<collection>/<id>` with an id that is not a number: 400. */
export const refuseId = (req: Request, collections: ReadonlySet<string>): Response | null => {
  const [prefix, slug, id] = new URL(req.url).pathname.split('/').filter(Boolean)
  if (prefix !== 'api' || !slug || !id || !collections.has(slug) || ROUTES.has(id)) return null
  return /^\d+$/.test(decodeURIComponent(id)) ? null : error(400, 'The document id must be a number.')
}

const RANGE = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const ID_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', ...RANGE])
const isNumber = (v: string) => /^-?\d+(\.\d+)?$/.test(v)
const isDate = (v: string) => !Number.isNaN(Date.parse(v))

/**
 * `where` values the database cannot compare, refused as 400 before they reach it (SQLite and
 * PostgreSQL answered 500 with the SQL in the log): an id that is not a number, a range bound
 * that is neither a number nor a date, a date field compared with something that is not a date.
 */
export const refuseQuery = (req: Request): Response | null => {
  for (const [key, raw] of new URL(req.url).searchParams) {
    if (!key.startsWith('where[')) continue
    const path = key.slice(6).replace(/\]$/, '').split('][')
    let at = path.length - 1
    while (at > 0 && /^\d+$/.test(path[at]!)) at--
    const operator = path[at] ?? ''
    const field = path[at - 1] ?? ''
    const values = operator === 'in' || operator === 'not_in' ? raw.split(',') : [raw]
    const bad =
      (field === 'id' && ID_OPERATORS.has(operator) && values.some((v) => !/^\d+$/.test(v))) ||
      (RANGE.has(operator) && values.some((v) => !isNumber(v) && !isDate(v))) ||
      (/(At|Date|date)$/.test(field) && operator !== 'exists' && values.some((v) => !isDate(v)))
    if (bad) return error(400, `The value of ${path.join('.')} cannot be compared.`)
  }
  return null
}

const PRIVATE_FILES = /^\/api\/attachments\/file\//

/** Answers: 5xx without details, medical files as private downloads. */
export const secureAnswer = async (req: Request, res: Response): Promise<Response> => {
  if (res.status >= 500) return error(res.status, 'Something went wrong.')
  if (PRIVATE_FILES.test(new URL(req.url).pathname) && res.ok) {
    const headers = new Headers(res.headers)
    headers.set('cache-control', 'private, no-store')
    if (!/^attachment/i.test(headers.get('content-disposition') ?? '')) headers.set('content-disposition', 'attachment')
    headers.set('x-content-type-options', 'nosniff')
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
  }
  return res
}

/** Wraps one of Payload's route handlers in the rules above. */
export const guard =
  (handler: Handler, collections: ReadonlySet<string> = new Set()): Handler =>
  async (req, context) =>
    refuseBody(req) ?? refuseId(req, collections) ?? refuseQuery(req) ?? secureAnswer(req, await handler(req, context))
