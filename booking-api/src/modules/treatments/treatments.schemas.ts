/** The treatment-request contract: the wizard's answers, the bodies and the answer's shape. */
import { z } from 'zod'

import { CONTROL, Flag, Id, Lang, Text } from '../../http/schemas'

/** Whether `value` nests objects or arrays more than `max` levels deep, found level by level (no recursion). */
const nestsDeeperThan = (value: unknown, max: number) => {
  let level = [value]
  for (let depth = 0; level.length; depth++) {
    if (depth > max) return true
    level = level.flatMap((v) => (v && typeof v === 'object' ? Object.values(v) : []))
  }
  return false
}

/** A UTF-16 surrogate without its other half: not Unicode text, and refused by jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Whether every key and string in `value` is text PostgreSQL's jsonb can store: no NUL or other
 * control characters, no lone UTF-16 surrogates. Call after the depth check (it walks the tree).
 */
const isStorableText = (value: unknown) => {
  const ok = (s: string) => !CONTROL.test(s) && !LONE_SURROGATE.test(s)
  let level = [value]
  while (level.length) {
    const next: unknown[] = []
    for (const v of level) {
      if (typeof v === 'string' && !ok(v)) return false
      if (v && typeof v === 'object') {
        for (const [key, child] of Object.entries(v)) {
          if (!ok(key)) return false
          next.push(child)
        }
      }
    }
    level = next
  }
  return true
}

/**
 * The wizard's values per step: plain JSON, bounded in depth (checked first: serialising a
 * hostile, deeply nested value would overflow the stack) and in size, with only text that every
 * database stores (PostgreSQL refuses NUL and lone surrogates in jsonb: that was a 500).
 */
const Answers = z
  .record(z.string().max(60), z.unknown())
  .refine((v) => !nestsDeeperThan(v, 8), { message: 'At most 8 levels of nesting.', abort: true })
  .refine((v) => JSON.stringify(v).length <= 20_000, 'At most 20,000 characters of answers.')
  .refine(isStorableText, 'Contains control characters or broken Unicode.')

export const CreateTreatment = z
  .object({
    specialityId: Id.optional(),
    treatmentIds: z.array(Id).max(50).default([]),
    answers: Answers.default({}),
    notes: Text(2000).optional(),
    lang: Lang.default('en'),
  })
  .strict()
  .openapi('CreateTreatmentRequest')

export const UpdateTreatment = z
  .object({
    specialityId: Id.nullable().optional(),
    treatmentIds: z.array(Id).max(50).optional(),
    answers: Answers.optional(),
    notes: Text(2000).nullable().optional(),
    active: Flag.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change.')
  .openapi('UpdateTreatmentRequest')

export const TreatmentDto = z
  .object({
    id: z.number(),
    userId: z.number(),
    specialityId: z.number().nullable(),
    treatmentIds: z.array(z.number()),
    answers: z.record(z.string(), z.unknown()),
    notes: z.string().nullable(),
    lang: Lang,
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('TreatmentRequest')

/** A request's state as its patient sees it: received (staff are on it), or closed by staff. */
export const TREATMENT_REQUEST_STATUSES = ['RECEIVED', 'CLOSED'] as const

const Named = z.object({ id: z.number(), name: z.string() })

/** A patient's own request as their account lists it: what was sent, named in the request's language. */
export const OwnTreatmentRequestDto = z
  .object({
    id: z.number(),
    /** RECEIVED while the request is open; CLOSED once staff have closed it (its `active` switch off). */
    status: z.enum(TREATMENT_REQUEST_STATUSES),
    /** The language the request was sent in; the names below are in it (English where untranslated). */
    lang: Lang,
    speciality: Named.nullable(),
    treatments: z.array(Named),
    /** The wizard's answers as sent: travel month, companions, city, budget, contact method. */
    answers: z.record(z.string(), z.unknown()),
    notes: z.string().nullable(),
    /** When it was sent. */
    createdAt: z.string(),
  })
  .openapi('OwnTreatmentRequest')
