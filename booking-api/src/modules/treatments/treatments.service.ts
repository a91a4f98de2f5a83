/**
 * Treatment requests (the treatments wizard's result), through Payload with the caller's access:
 * a patient creates and reads their own; admins read and manage all of them.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { TreatmentRequest } from '@medtour/cms/payload-types'
import { enqueueMail, keyFor } from '@medtour/cms/jobs/outbox'
import { withTransaction } from '@medtour/cms/transaction'
import { isDesk, type Caller } from '../../http/auth'
import { AppError } from '../../lib/AppError'
import { findReadable } from '../../lib/readable'
import { staffTreatmentRequestMail } from '../../mail'
import type { CreateTreatment, UpdateTreatment } from './treatments.schemas'

const idOf = (v: unknown): number | null =>
  v == null ? null : typeof v === 'object' ? (v as { id: number }).id : (v as number)

export const toDto = (doc: TreatmentRequest) => ({
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
  payload: Payload,
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

/** One request the caller may see, or NOT_FOUND (someone else's looks the same as none). */
export const findTreatmentRequest = (payload: Payload, id: number, caller: Caller): Promise<TreatmentRequest> =>
  findReadable(payload, 'treatment-requests', id, caller, 'No such treatment request.')

/** A page of requests: a patient's own; staff see all. */
export const listTreatmentRequests = async (payload: Payload, caller: Caller, page: { size: number; page: number }) => {
  const result = await payload.find({
    collection: 'treatment-requests',
    where: isDesk(caller) ? {} : { user: { equals: caller.id } },
    sort: '-createdAt',
    limit: page.size,
    page: page.page + 1,
    depth: 0,
    user: caller,
    overrideAccess: false,
  })
  return {
    content: (result.docs as TreatmentRequest[]).map(toDto),
    totalElements: result.totalDocs,
    totalPages: result.totalPages,
  }
}

/** The names of catalogue records in one language, by id (English where untranslated). */
const namesIn = async (
  payload: Payload,
  collection: 'treatments' | 'specialities',
  ids: number[],
  locale: 'en' | 'ar',
): Promise<Map<number, string>> => {
  if (!ids.length) return new Map()
  // The catalogue is public; a request keeps the names of records switched off since.
  const { docs } = await payload.find({
    collection,
    where: { id: { in: [...new Set(ids)] } },
    depth: 0,
    locale,
    fallbackLocale: 'en',
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id as number, String(doc.name ?? doc.id)]))
}

/**
 * The caller's own requests, newest first, whoever they are (staff see their own here too):
 * status, the speciality and treatments named in each request's language, the answers and notes.
 */
export const listOwnTreatmentRequests = async (
  payload: Payload,
  caller: Caller,
  page: { size: number; page: number },
) => {
  const result = await payload.find({
    collection: 'treatment-requests',
    where: { user: { equals: caller.id } },
    sort: ['-createdAt', '-id'],
    limit: page.size,
    page: page.page + 1,
    depth: 0,
    user: caller,
    overrideAccess: false,
  })
  const docs = (result.docs as TreatmentRequest[]).map(toDto)
  const names = Object.fromEntries(
    await Promise.all(
      (['en', 'ar'] as const).map(async (lang) => {
        const inLang = docs.filter((d) => d.lang === lang)
        const [treatments, specialities] = await Promise.all([
          namesIn(
            payload,
            'treatments',
            inLang.flatMap((d) => d.treatmentIds),
            lang,
          ),
          namesIn(
            payload,
            'specialities',
            inLang.flatMap((d) => (d.specialityId ? [d.specialityId] : [])),
            lang,
          ),
        ])
        return [lang, { treatments, specialities }] as const
      }),
    ),
  ) as Record<'en' | 'ar', { treatments: Map<number, string>; specialities: Map<number, string> }>
  const named = (map: Map<number, string>, id: number) => ({ id, name: map.get(id) ?? String(id) })
  return {
    content: docs.map((d) => ({
      id: d.id,
      status: d.active ? ('RECEIVED' as const) : ('CLOSED' as const),
      lang: d.lang,
      speciality: d.specialityId ? named(names[d.lang].specialities, d.specialityId) : null,
      treatments: d.treatmentIds.map((id) => named(names[d.lang].treatments, id)),
      answers: d.answers,
      notes: d.notes,
      createdAt: d.createdAt,
    })),
    totalElements: result.totalDocs,
    totalPages: result.totalPages,
  }
}

export const createTreatmentRequest = async (
  payload: Payload,
  caller: Caller,
  body: z.infer<typeof CreateTreatment>,
) => {
  await assertReferences(payload, body.specialityId, body.treatmentIds)
  const treatments = [...new Set(body.treatmentIds)]
  const [names, speciality] = await Promise.all([
    payload.find({
      collection: 'treatments',
      where: { id: { in: treatments } },
      limit: treatments.length || 1,
      depth: 0,
      locale: 'en',
      overrideAccess: true,
      pagination: false,
    }),
    body.specialityId
      ? payload.findByID({
          collection: 'specialities',
          id: body.specialityId,
          depth: 0,
          locale: 'en',
          overrideAccess: true,
        })
      : null,
  ])
  // The request and staff's notice are stored together (the outbox).
  const doc = await withTransaction(payload, async (req) => {
    const created = (await payload.create({
      collection: 'treatment-requests',
      data: {
        user: caller.id,
        speciality: body.specialityId ?? null,
        treatments,
        answers: body.answers,
        notes: body.notes ?? null,
        lang: body.lang,
        active: true,
      },
      depth: 0,
      user: caller,
      overrideAccess: false,
      req: req as never,
    })) as TreatmentRequest
    await enqueueMail(payload, req, {
      kind: 'staff-treatment-request',
      key: keyFor('staff-treatment-request', created),
      user: caller.id,
      mail: staffTreatmentRequestMail({
        id: created.id,
        patientEmail: caller.email,
        treatments: names.docs.map((t) => String(t.name ?? t.id)),
        speciality: speciality ? String(speciality.name ?? '') : null,
        notes: body.notes,
        lang: body.lang,
      }),
    })
    return created
  })
  return toDto(doc as TreatmentRequest)
}

export const updateTreatmentRequest = async (
  payload: Payload,
  caller: Caller,
  id: number,
  body: z.infer<typeof UpdateTreatment>,
) => {
  await findTreatmentRequest(payload, id, caller)
  await assertReferences(payload, body.specialityId, body.treatmentIds)
  const data: Record<string, unknown> = {}
  if (body.specialityId !== undefined) data.speciality = body.specialityId
  if (body.treatmentIds) data.treatments = [...new Set(body.treatmentIds)]
  if (body.answers) data.answers = body.answers
  if (body.notes !== undefined) data.notes = body.notes
  if (body.active !== undefined) data.active = body.active
  const doc = await payload.update({
    collection: 'treatment-requests',
    id,
    data,
    depth: 0,
    user: caller,
    overrideAccess: false,
  })
  return toDto(doc as TreatmentRequest)
}

export const deleteTreatmentRequest = async (payload: Payload, caller: Caller, id: number) => {
  await findTreatmentRequest(payload, id, caller)
  await payload.delete({ collection: 'treatment-requests', id, user: caller, overrideAccess: false })
}
