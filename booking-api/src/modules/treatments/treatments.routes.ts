import { z } from 'zod'

import type { Module } from '../module'
import { IdParams, PageQuery } from '../../http/schemas'
import { CreateTreatment, OwnTreatmentRequestDto, TreatmentDto, UpdateTreatment } from './treatments.schemas'
import * as treatments from './treatments.service'

/**
 * Treatment requests (the treatments wizard's result). A patient creates and reads their own;
 * admins read and manage all of them, including the active toggle.
 */
export const treatmentsModule: Module = (define, payload) => {
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
    async ({ caller, query }) => treatments.listTreatmentRequests(payload, caller!, query),
  )

  define(
    {
      method: 'get',
      path: '/user/me/treatment-requests',
      tag: 'Treatments',
      summary: 'Your own treatment requests, newest first, as sent (for the account pages)',
      description:
        'Only the caller’s own requests, staff included. Each has its status (RECEIVED, or CLOSED once staff ' +
        'closed it), the speciality and treatments named in the language the request was sent in (English where ' +
        'untranslated), the wizard’s answers (month, companions, city, budget, contact method), the notes and ' +
        'when it was sent.',
      access: 'user',
      query: PageQuery,
      content: z.array(OwnTreatmentRequestDto),
      paged: true,
    },
    async ({ caller, query }) => treatments.listOwnTreatmentRequests(payload, caller!, query),
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
    async ({ caller, params }) => ({
      content: treatments.toDto(await treatments.findTreatmentRequest(payload, params.id, caller!)),
    }),
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
    async ({ caller, body }) => ({
      status: 201,
      message: 'TREATMENT_SAVED',
      content: await treatments.createTreatmentRequest(payload, caller!, body),
    }),
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
    async ({ caller, params, body }) => ({
      message: 'TREATMENT_UPDATED',
      content: await treatments.updateTreatmentRequest(payload, caller!, params.id, body),
    }),
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
      await treatments.deleteTreatmentRequest(payload, caller!, params.id)
      return { message: 'TREATMENT_DELETED', content: { id: params.id } }
    },
  )
}
