/**
 * The booking API's entry (`npm start`): one process serving the port (./server.ts), or with
 * API_PROCESSES above 1 a supervisor (./processes.ts) and that many server processes sharing it.
 */
import cluster from 'node:cluster'

import { config } from './config'

if (cluster.isPrimary && config.processes > 1) {
  const { supervise } = await import('./processes')
  supervise(config.processes)
} else {
  await import('./server')
}
