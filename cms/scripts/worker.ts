/**
 * The worker process: delivers what the outbox holds (`npm run worker --workspace cms`; `npm
 * start` and docker-compose run it beside the cms and the API). Any number may run at once.
 * SIGTERM or SIGINT: finishes the job in hand (or releases it after WORKER_GRACE_MS), then exits.
 */
import { getPriority, setPriority } from 'node:os'

import { getPayload } from 'payload'

import { env } from '../src/env'
import config from '../src/payload.config'
import { startWorker } from '../src/jobs/worker'

const { nice } = env.worker
if (!Number.isInteger(nice) || nice < 0 || nice > 19)
  throw new Error(`WORKER_NICE must be a whole number, 0–19 (got ${nice})`)
// Sending e-mails is never in a hurry; a booking request is. On a machine the worker shares with
// the API (npm start, one host), it takes the CPU the requests leave (docs/jobs.md). Only ever
// lowered: a worker started lower still (`nice -n 15`) stays there, as raising it needs root.
if (getPriority() < nice) setPriority(nice)

const payload = await getPayload({ config })
const worker = startWorker(payload)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    payload.logger.info({ msg: `worker stopping (${signal})` })
    void worker
      .stop(env.worker.graceMs)
      .then(() => payload.destroy())
      .finally(() => process.exit(0))
  })
}
