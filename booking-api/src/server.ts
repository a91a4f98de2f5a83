/**
 * One booking API process: Payload, the Express app on the port, the orphan-file sweep, graceful
 * shutdown. Started by ./index.ts, alone or as one of the cluster's processes.
 */
import { getPayload } from 'payload'

import payloadConfig from '@medtour/cms/config'
import { createApp } from './app'
import { config } from './config'
import { logger } from './http/logger'
import { closeRateLimitStore } from './http/rateLimit'
import { sweepOrphanFiles } from './lib/orphanFiles'

const payload = await getPayload({ config: payloadConfig })
// Files of bookings that a crash or an outage cut short: removed before the first request, then
// every grace period (a booking whose COMMIT failed leaves its files for the sweep to judge).
const sweepGraceMs = config.orphanFileGraceSeconds * 1000
await sweepOrphanFiles(payload, sweepGraceMs)
setInterval(() => void sweepOrphanFiles(payload, sweepGraceMs), sweepGraceMs).unref()
const server = createApp(payload).listen(config.port, () => {
  logger.info(`booking-api: http://127.0.0.1:${config.port}/api/v1`)
  // Parse the PDF fonts now rather than in the first patient's export request.
  void import('./lib/pdfText')
    .then(({ fontSubsets }) => fontSubsets())
    .catch((err) => logger.warn({ err }, 'PDF fonts could not be preloaded'))
})
server.keepAliveTimeout = 65_000

let stopping = false
/** Graceful shutdown: stop accepting, let in-flight requests finish, close the database. */
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'shutting down')
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing anyway')
    server.closeAllConnections()
  }, config.shutdownGraceSeconds * 1000)
  force.unref()
  server.close(async () => {
    await closeRateLimitStore()
    await payload.destroy().catch(() => undefined)
    process.exit(0)
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'))
