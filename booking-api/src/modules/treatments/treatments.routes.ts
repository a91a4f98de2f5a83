import { z } from 'zod'

import type { Module } from '../module'
import type { TreatmentRequest } from '@medtour/cms/payload-types'
import { isStaff, type Caller } from '../../http/auth'
import { CONTROL, Flag, Id, IdParams, Lang, PageQuery, Text } from '../../http/schemas'
import { AppError } from '../../lib/AppError'

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

const CreateTreatment = z
  .object({
    specialityId: Id.optional(),
    treatmentIds: z.array(Id).max(50).default([]),
    answers: Answers.default({}),
    notes: Text(2000).optional(),
    lang: Lang.default('en'),
  })
  .strict()
  .openapi('CreateTreatmentRequest')

const UpdateTreatment = z
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

const TreatmentDto = z
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

const idOf = (v: unknown): number | null =>
  v == null ? null : typeof v === 'object' ? (v as { id: number }).id : (v as number)

const toDto = (doc: TreatmentRequest) => ({
  id: doc.id,
  userId: idOf(doc.user)!,
  specialityId: idOf(doc.speciality),
  treatmentIds: (doc.treatments ?? []).map((t) => idOf(t)!),
  answers: (doc.answers as Record<string, unknown>) ?? {},
  notes: doc.notes ?? null,
  lang: doc.lang ?? 'en',
  active: doc.active !== false,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** Referenced specialities and treatments must exist and be active. */
const assertReferences = async (
  payload: Parameters<Module>[1],
  specialityId: number | null | undefined,
  treatmentIds: number[] | undefined,
) => {
  if (specialityId) {
    const n = await payload.count({
      collection: 'specialities',
      where: { and: [{ id: { equals: specialityId } }, { active: { equals: true } }] },
      overrideAccess: true,
    })
    if (n.totalDocs === 0) {
      throw new AppError('VALIDATION_FAILED', 400, 'Unknown speciality.', [
        { field: 'specialityId', defaultMessage: 'No such speciality.' },
      ])
    }
  }
  if (treatmentIds?.length) {
    const unique = [...new Set(treatmentIds)]
    const n = await payload.count({
      collection: 'treatments',
      where: { and: [{ id: { in: unique } }, { active: { equals: true } }] },
      overrideAccess: true,
    })
    if (n.totalDocs !== unique.length) {
      throw new AppError('VALIDATION_FAILED', 400, 'Unknown treatment.', [
        { field: 'treatmentIds', defaultMessage: 'One or more treatments do not exist.' },
      ])
    }
  }
}

/**
 * Treatment requests (the treatments wizard's result). A patient creates and reads their own;
 * admins read and manage all of them, including the active toggle.
 */
export const treatmentsModule: Module = (define, payload) => {
  const findOne = async (id: number, caller: Caller) => {
    const found = await payload.find({
      collection: 'treatment-requests',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      user: caller,
      overrideAccess: false,
    })
    const doc = found.docs[0] as TreatmentRequest | undefined
    if (!doc) throw new AppError('NOT_FOUND', 404, 'No such treatment request.')
    return doc
  }

  define(
    {
      method: 'get',
      path: '/treatment',
      tag: 'Treatments',
      summary: "Treatment requests: a patient's own; staff see all",
      access: 'user',
      query: PageQuery,
      content: z.array(TreatmentDto),
      paged: true,
    },
    async ({ caller, query }) => {
      const result = await payload.find({
        collection: 'treatment-requests',
        where: isStaff(caller) ? {} : { user: { equals: caller!.id } },
        sort: '-createdAt',
        limit: query.size,
        page: query.page + 1,
        depth: 0,
        user: caller!,
        overrideAccess: false,
      })
      return {
        content: (result.docs as TreatmentRequest[]).map(toDto),
        totalElements: result.totalDocs,
        totalPages: result.totalPages,
      }
    },
  )

  define(
    {
      method: 'get',
      path: '/treatment/{id}',
      tag: 'Treatments',
      summary: 'One treatment request (its owner or staff)',
      access: 'user',
      params: IdParams,
      content: TreatmentDto,
    },
    async ({ caller, params }) => ({ content: toDto(await findOne(params.id, caller!)) }),
  )

  define(
    {
      method: 'post',
      path: '/treatment',
      tag: 'Treatments',
      summary: 'Save the treatments wizard: speciality, chosen treatments and the answers per step',
      access: 'user',
      body: CreateTreatment,
      content: TreatmentDto,
      successStatus: 201,
    },
    async ({ caller, body }) => {
      await assertReferences(payload, body.specialityId, body.treatmentIds)
      const doc = await payload.create({
        collection: 'treatment-requests',
        data: {
          user: caller!.id,
          speciality: body.specialityId ?? null,
          treatments: [...new Set(body.treatmentIds)],
          answers: body.answers,
          notes: body.notes ?? null,
          lang: body.lang,
          active: true,
        },
        depth: 0,
        user: caller!,
        overrideAccess: false,
      })
      return { status: 201, message: 'TREATMENT_SAVED', content: toDto(doc as TreatmentRequest) }
    },
  )

  define(
    {
      method: 'put',
      path: '/treatment/{id}',
      tag: 'Treatments',
      summary: 'Change a treatment request, including the active toggle (admin)',
      access: 'admin',
      params: IdParams,
      body: UpdateTreatment,
      content: TreatmentDto,
    },
    async ({ caller, params, body }) => {
      await findOne(params.id, caller!)
      await assertReferences(payload, body.specialityId, body.treatmentIds)
      const data: Record<string, unknown> = {}
      if (body.specialityId !== undefined) data.speciality = body.specialityId
      if (body.treatmentIds) data.treatments = [...new Set(body.treatmentIds)]
      if (body.answers) data.answers = body.answers
      if (body.notes !== undefined) data.notes = body.notes
      if (body.active !== undefined) data.active = body.active
      const doc = await payload.update({
        collection: 'treatment-requests',
        id: params.id,
        data,
        depth: 0,
        user: caller!,
        overrideAccess: false,
      })
      return { message: 'TREATMENT_UPDATED', content: toDto(doc as TreatmentRequest) }
    },
  )

  define(
    {
      method: 'delete',
      path: '/treatment/{id}',
      tag: 'Treatments',
      summary: 'Delete a treatment request (admin)',
      access: 'admin',
      params: IdParams,
      content: z.object({ id: z.number() }),
    },
    async ({ caller, params }) => {
      await findOne(params.id, caller!)
      await payload.delete({ collection: 'treatment-requests', id: params.id, user: caller!, overrideAccess: false })
      return { message: 'TREATMENT_DELETED', content: { id: params.id } }
    },
  )
}
