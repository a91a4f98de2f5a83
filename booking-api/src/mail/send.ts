import type { Payload, SendEmailOptions } from 'payload'

import { logger } from '../http/logger'

/**
 * Sends through Payload's e-mail adapter (one SMTP configuration for the whole product).
 * A mail that cannot be sent must never fail the booking or message that triggered it, so
 * failures are logged and reported as `false` instead of thrown.
 */
export const safeSend = async (payload: Payload, message: SendEmailOptions, what: string): Promise<boolean> => {
  try {
    await payload.sendEmail(message)
    return true
  } catch (err) {
    logger.error({ err, mail: what }, 'e-mail not sent')
    return false
  }
}
