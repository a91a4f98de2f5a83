/**
 * The supervisor of API_PROCESSES booking API processes (`node:cluster`: they share the port, and
 * the primary hands out connections in turn). It loads neither Payload nor the app.
 *
 * - The first process starts alone (it migrates the database), the others once it listens.
 * - A process that dies is replaced, unless it died before it ever listened (a broken
 *   configuration or an unreachable database would only die again): then the supervisor stops
 *   the others and exits with an error, as a single process would.
 * - SIGTERM or SIGINT: each process is asked to stop (it finishes its requests in flight,
 *   ./server.ts), and the supervisor exits once all have.
 *
 * What the processes share is the database and Redis: the in-memory caches revalidate against
 * the database (docs/quality.md), and the throttles' counters are in Redis (config.ts refuses
 * more than one process without REDIS_URL).
 */
import cluster, { type Worker } from 'node:cluster'

import { logger } from './http/logger'

export const supervise = (processes: number) => {
  let stopping = false
  const listened = new WeakSet<Worker>()

  const start = () => {
    const worker = cluster.fork()
    worker.on('listening', () => {
      listened.add(worker)
      const serving = Object.values(cluster.workers ?? {}).filter((w) => w && listened.has(w)).length
      if (serving === processes) logger.info({ processes }, 'booking-api: every process listening')
    })
    return worker
  }

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }

  cluster.on('exit', (worker, code, signal) => {
    const alive = Object.keys(cluster.workers ?? {}).length
    if (stopping) {
      if (alive === 0) process.exit()
      return
    }
    if (!listened.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, 'booking-api process died before it listened; stopping')
      stopping = true
      process.exitCode = 1
      if (alive === 0) process.exit(1)
      stopAll('SIGTERM')
      return
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'booking-api process died; starting another')
    start()
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal, processes: Object.keys(cluster.workers ?? {}).length }, 'shutting down')
    stopAll('SIGTERM')
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  // The first one alone, until it listens: it runs the database's migrations at start, which two
  // processes must not run at once on a new database.
  start().once('listening', () => {
    for (let i = 1; i < processes; i++) start()
  })
  logger.info({ processes }, 'booking-api: supervising')
}
