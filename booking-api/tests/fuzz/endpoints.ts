/**
 * The endpoints to fuzz, read from the OpenAPI document the app builds from its own
 * `defineEndpoint` declarations, and arbitraries of requests for each: path, query and body
 * built from the documented parameters and fields, half plausible (so validation passes and the
 * handler runs) and half hostile.
 */
import fc from 'fast-check'

import {
  contentTypes,
  deepJson,
  hostileKey,
  jsonText,
  malformedJson,
  nastyString,
  pathValue,
  queryString,
  rawEncoded,
  spiced,
} from './arbitraries'
import { multipartBody, type RawBody } from './multipart'

type Schema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  format?: string
  nullable?: boolean
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  minimum?: number
  maximum?: number
  required?: string[]
  /** Set here, not by OpenAPI: the field is in its object's `required`. */
  mandatory?: boolean
}

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }

type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  security?: unknown[]
}

export type Endpoint = {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch'
  /** OpenAPI template, e.g. `/appointment/{id}`. */
  path: string
  key: string
  isPublic: boolean
  pathParams: string[]
  query: Record<string, Schema>
  json?: Record<string, Schema>
  multipart?: Record<string, Schema>
}

/** Values the running test knows to be real: ids, e-mails, bookable times, a password. */
export type Known = {
  ids: number[]
  /** Real ids by what a field, parameter or path names: `[/doctor/i, [3, 4]]`. */
  idsByName: [RegExp, number[]][]
  emails: string[]
  instants: string[]
  password: string
}

/** Real ids for a field or path that names what it points at, sometimes any real id. */
const idsFor = (context: string, known: Known) => {
  const named = known.idsByName.find(([re]) => re.test(context))?.[1]
  return named?.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...named) },
        { weight: 1, arbitrary: fc.constantFrom(...known.ids) },
      )
    : fc.constantFrom(...known.ids)
}

type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

export const endpointsOf = (doc: Document): Endpoint[] => {
  const resolve = (s: Schema | undefined): Schema => {
    if (!s) return {}
    if (s.$ref) return resolve(doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')])
    if (s.allOf?.length) return Object.assign({}, ...s.allOf.map(resolve))
    return s
  }
  const propsOf = (s: Schema | undefined) => {
    const object = resolve(s)
    return Object.fromEntries(
      Object.entries(object.properties ?? {})
        .map(([k, v]) => [k, { ...resolve(v), mandatory: object.required?.includes(k) }] as const)
        // File parts are built by the multipart arbitrary, not as fields.
        .filter(([, v]) => v.format !== 'binary' && v.items?.format !== 'binary'),
    )
  }

  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = op.parameters ?? []
      const content = op.requestBody?.content ?? {}
      return {
        method: method as Endpoint['method'],
        path,
        key: `${method.toUpperCase()} ${path}`,
        isPublic: (op.security ?? []).length === 0,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, resolve(p.schema)])),
        json: content['application/json'] ? propsOf(content['application/json'].schema) : undefined,
        multipart: content['multipart/form-data'] ? propsOf(content['multipart/form-data'].schema) : undefined,
      }
    }),
  )
}

/** Field-name hints for strings whose plausible value has a format zod checks. */
const HINTS: [RegExp, string[]][] = [
  [/phone/i, ['+966500000000']],
  [/country|isoCode/i, ['SA', 'IQ']],
  [/timeZone|^tz$/i, ['Asia/Riyadh', 'Europe/Istanbul']],
  [/slug/i, ['fuzz-slug']],
  [/lang|locale/i, ['en', 'ar']],
]

/** A JSON text that the field's schema is likely to accept. */
const plausible = (name: string, s: Schema, known: Known, depth = 0): fc.Arbitrary<string> => {
  const variants = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])].filter((v) => v.type !== 'null')
  const v = variants.find((x) => x.type || x.enum || x.properties) ?? s
  if (v.enum?.length) return fc.constantFrom(...v.enum).map((e) => JSON.stringify(e))
  const type = Array.isArray(v.type) ? v.type.find((x) => x !== 'null') : v.type
  if (type === 'integer' || type === 'number') {
    if (v.maximum !== undefined && v.maximum < 1_000) {
      return fc.integer({ min: Math.ceil(v.minimum ?? 0), max: v.maximum }).map(String)
    }
    return idsFor(name, known).map(String)
  }
  if (type === 'boolean') return fc.boolean().map(String)
  if (type === 'array') {
    return depth > 2
      ? fc.constant('[]')
      : fc.array(plausible(name, v.items ?? {}, known, depth + 1), { maxLength: 2 }).map((xs) => `[${xs.join(',')}]`)
  }
  if (type === 'object' || v.properties) {
    if (depth > 2) return fc.constant('{}')
    const entries = Object.entries(v.properties ?? {}).map(([k, p]) =>
      fc.option(
        plausible(k, p, known, depth + 1).map((x) => `${JSON.stringify(k)}:${x}`),
        { nil: undefined },
      ),
    )
    return fc.tuple(...entries).map((es) => `{${es.filter(Boolean).join(',')}}`)
  }
  if (v.format === 'date-time' || /date|^from$/i.test(name))
    return fc.constantFrom(...known.instants).map((x) => JSON.stringify(x))
  if (v.format === 'email' || /email/i.test(name)) return fc.constantFrom(...known.emails).map((x) => JSON.stringify(x))
  if (/password/i.test(name)) return fc.constantFrom(known.password, 'An0ther!Passw0rd').map((x) => JSON.stringify(x))
  const hint = HINTS.find(([re]) => re.test(name))?.[1] ?? ['Fuzz', 'نص عربي', 'fuzz value']
  return fc.constantFrom(...hint).map((x) => JSON.stringify(x))
}

const NUMBER_TOKENS = fc.constantFrom('1e400', '-1e400', '1e-400', '123456789012345678901234567890', '-0', '1.5')

/** A plausible-looking free-form object (wizard answers) with one bad key or string in it. */
const spicedObject = fc
  .tuple(fc.oneof(fc.constant('step1'), spiced), spiced)
  .map(([k, v]) => `{${JSON.stringify(k)}:{"q1":${JSON.stringify(v)}}}`)

/** A JSON text the field's schema should refuse, most often of the field's own type. */
const hostile = (s: Schema): fc.Arbitrary<string> => {
  const type = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((v) => v.type).find((t) => t && t !== 'null')
  const typed =
    type === 'object'
      ? spicedObject
      : type === 'array'
        ? fc
            .oneof(
              spicedObject,
              nastyString.map((x) => JSON.stringify(x)),
            )
            .map((x) => `[${x}]`)
        : type === 'integer' || type === 'number'
          ? NUMBER_TOKENS
          : nastyString.map((x) => JSON.stringify(x))
  return fc.oneof(
    { weight: 3, arbitrary: typed },
    { weight: 2, arbitrary: jsonText },
    { weight: 1, arbitrary: fc.oneof(deepJson, NUMBER_TOKENS) },
  )
}

/**
 * `[name, value]` entries for documented names. Three kinds, so that both the validation and
 * what lies behind it are exercised: every name plausible or absent (the handler runs), all
 * plausible but one hostile (one check must catch it), or each absent, plausible or hostile plus
 * hostile extra names (prototype pollution, odd keys).
 */
const entriesOf = (
  names: string[],
  mandatory: string[],
  plausibleFor: (name: string) => fc.Arbitrary<string>,
  hostileFor: (name: string) => fc.Arbitrary<string>,
  extra: fc.Arbitrary<[string, string]>,
): fc.Arbitrary<[string, string][]> => {
  const good = fc.tuple(
    ...names.map((k) =>
      mandatory.includes(k) ? plausibleFor(k) : fc.option(plausibleFor(k), { nil: undefined, freq: 4 }),
    ),
  )
  const entries = (values: (string | undefined)[]) =>
    names.flatMap((k, i) => (values[i] === undefined ? [] : [[k, values[i]!] as [string, string]]))
  const oneHostile = fc
    .tuple(
      good,
      fc
        .nat({ max: Math.max(0, names.length - 1) })
        .chain((i) => (names.length ? hostileFor(names[i]!) : fc.constant('')).map((bad) => [i, bad] as const)),
    )
    .map(([values, [i, bad]]) => entries(values.map((v, j) => (j === i ? bad : v))))
  const chaos = fc
    .tuple(
      fc.tuple(...names.map((k) => fc.option(fc.oneof(plausibleFor(k), hostileFor(k)), { nil: undefined, freq: 2 }))),
      fc.array(extra, { minLength: 1, maxLength: 3 }),
    )
    .map(([values, more]) => [...entries(values), ...more])
  return fc.oneof(
    { weight: 1, arbitrary: good.map(entries) },
    { weight: 2, arbitrary: oneHostile },
    { weight: 1, arbitrary: chaos },
  )
}

const fieldsText = (fields: Record<string, Schema>, known: Known) =>
  entriesOf(
    Object.keys(fields),
    Object.keys(fields).filter((k) => fields[k]!.mandatory),
    (k) => plausible(k, fields[k]!, known),
    (k) => hostile(fields[k]!),
    fc.tuple(hostileKey, jsonText),
  )

const asObject = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`

/** JSON text of a field → the text a form or query string carries. */
const formValue = (json: string) => {
  try {
    const v: unknown = JSON.parse(json)
    return typeof v === 'string' ? v : JSON.stringify(v)
  } catch {
    return json
  }
}

/**
 * Query and path values stay short enough that the URL fits Node's 16 KB header limit: beyond
 * it Node itself answers 431 without the app (long values are fuzzed in bodies instead).
 */
const short = (s: string) => s.slice(0, 150)

/** One line saying what a request was, cut short. */
export const describeRequest = (method: string, req: FuzzRequest) => {
  const body = req.body
  const data = body ? (typeof body.data === 'string' ? body.data : body.data.toString('latin1')) : ''
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s)
  return `${method.toUpperCase()} ${cut(req.url)}${body ? ` [${body.type}] ${cut(JSON.stringify(data))}` : ''}`
}

export type FuzzRequest = {
  url: string
  /** Raw body with its Content-Type, if any. */
  body?: RawBody
}

const jsonBody = (ep: Endpoint, known: Known): fc.Arbitrary<RawBody> =>
  fc
    .oneof(
      { weight: 8, arbitrary: fieldsText(ep.json ?? {}, known).map(asObject) },
      { weight: 2, arbitrary: jsonText },
      { weight: 2, arbitrary: malformedJson },
      { weight: 1, arbitrary: deepJson },
    )
    .chain((text) => contentTypes.map((type) => ({ type, data: text })))

export const requestFor = (ep: Endpoint, known: Known): fc.Arbitrary<FuzzRequest> => {
  const pathArb = fc
    .tuple(
      ...ep.pathParams.map((p) =>
        pathValue(
          /email/i.test(p)
            ? fc.constantFrom(...known.emails)
            : idsFor(p === 'id' ? ep.path.slice(0, ep.path.indexOf(`{${p}}`)) : p, known).map(String),
        ),
      ),
    )
    .map((values) => {
      let i = 0
      return ep.path.replace(/\{\w+\}/g, () => values[i++]!)
    })
  const queryArb = fc
    .tuple(
      entriesOf(
        Object.keys(ep.query),
        [],
        (k) => plausible(k, ep.query[k]!, known).map(formValue),
        (k) => hostile(ep.query[k]!).map((x) => short(formValue(x))),
        fc.tuple(hostileKey.map(short), nastyString.map(short)),
      ),
      fc.array(rawEncoded, { maxLength: 1 }),
    )
    .map(([entries, raw]) => queryString(entries, raw))

  const hasBody = ep.method === 'post' || ep.method === 'put' || ep.method === 'patch'
  const multipartArb = fieldsText(ep.multipart ?? ep.json ?? {}, known).chain((entries) =>
    multipartBody(entries.map(([k, v]) => [k, formValue(v)])),
  )
  const bodyArb: fc.Arbitrary<RawBody | undefined> = hasBody
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 8, arbitrary: jsonBody(ep, known) },
        { weight: ep.multipart ? 8 : 1, arbitrary: multipartArb },
      )
    : fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: jsonBody(ep, known) })

  return fc.record({ path: pathArb, query: queryArb, body: bodyArb }).map(({ path, query, body }) => {
    const req = { url: `/api/v1${path}${query ? `?${query}` : ''}`, body }
    // Counterexamples print as a short line, not as megabytes of body.
    return Object.assign(req, { [fc.toStringMethod]: () => describeRequest(ep.method, req) })
  })
}
