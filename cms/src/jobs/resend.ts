/**
 * POST /api/messages/:id/resend (admins): a failed message goes back to the queue with a new
 * delivery job, in one transaction. A message that is queued, sending or sent is left alone.
 */
import { APIError, Forbidden, NotFound, headersWithCors, type Endpoint } from 'payload'

import { hasRole } from '../access/roles'
import { withTransaction } from '../transaction'
import { laneOf, queueDelivery } from './outbox'

export const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'ROLE_ADMIN')) throw new Forbidden(req.t)
    const id = Number(req.routeParams?.id)
    const message = Number.isInteger(id)
      ? await req.payload.findByID({ collection: 'messages', id, depth: 0, overrideAccess: true, disableErrors: true })
      : null
    if (!message) throw new NotFound(req.t)
    if (message.state !== 'failed')
      throw new APIError(`Only a failed message can be sent again (this one is ${message.state}).`, 409)
    await withTransaction(req.payload, async (tx) => {
      await req.payload.update({
        collection: 'messages',
        id,
        data: { state: 'queued' },
        depth: 0,
        overrideAccess: true,
        req: tx as never,
      })
      await queueDelivery(req.payload, tx, { message: id, lane: laneOf(message.kind, message.to) })
    })
    req.payload.logger.info({ msg: 'failed e-mail queued again', message: id, by: req.user?.id })
    return Response.json(
      { message: 'Queued', state: 'queued' },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}
