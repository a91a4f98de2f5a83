/** The booking API's environment, parsed once at start-up (every variable is in .env.example). */
import { parseTrustProxy } from '@medtour/cms/auth/clientAddress'
import { MAX_FILES, MAX_FILE_MB, MB } from '@medtour/cms/booking/files'

const env = process.env

const port = Number(env.BOOKING_API_PORT || env.PORT || 4000)
if (!Number.isInteger(port) || port <= 0) throw new Error('BOOKING_API_PORT must be a port number')

const publicUrl = (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '')
const list = (value: string | undefined) =>
  (value || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** A number ≥ 0 from the environment; unset or empty is the default. */
const count = (name: string, fallback: number) => {
  const value = env[name] ? Number(env[name]) : fallback
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`)
  return value
}

function apiProcesses() {
  const value = Number(env.API_PROCESSES || 1)
  if (!Number.isInteger(value) || value < 1 || value > 64) throw new Error('API_PROCESSES must be a whole number, 1–64')
  if (value > 1 && !env.REDIS_URL) {
    throw new Error(
      'API_PROCESSES above 1 needs REDIS_URL: without it each process would keep its own login and contact throttles',
    )
  }
  return value
}

export const config = {
  port,
  /** The site's origin: links in e-mails point here. */
  publicUrl,
  /** Origins allowed to call the API from a browser (the site itself needs none: same origin). */
  corsOrigins: list(env.CORS_ORIGINS).length ? list(env.CORS_ORIGINS) : [publicUrl],
  /**
   * Proxies that may name the client in X-Forwarded-For (Express's `trust proxy`): unset, none;
   * a hop count; or addresses and subnets. `npm start` and the compose stack set it to the site's
   * origin, which forwards every /api/v1 request (docs/security.md).
   */
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  /** Largest JSON body accepted; uploads have their own limit. */
  jsonLimit: '1mb',
  uploads: {
    maxFileBytes: Number(env.UPLOAD_MAX_FILE_MB || MAX_FILE_MB) * MB,
    maxFiles: Number(env.UPLOAD_MAX_FILES || MAX_FILES),
  },
  /** Who is told about new bookings and contact messages. */
  staffEmail: env.STAFF_EMAIL || 'staff@medtour.local',
  logLevel: env.LOG_LEVEL || 'info',
  /**
   * Attachment files without a record are removed once they are this many seconds old (younger
   * ones may belong to a booking still being stored).
   */
  orphanFileGraceSeconds: Number(env.ORPHAN_FILE_GRACE_SECONDS || 300),
  /**
   * Seconds a verified access token stays mapped to its loaded user (0: load the user on every
   * request), and how many tokens are kept. A change to the user made through this process drops
   * it at once; one made elsewhere (the CMS panel) is seen within these seconds.
   */
  sessionCacheSeconds: count('SESSION_CACHE_SECONDS', 5),
  sessionCacheMax: count('SESSION_CACHE_MAX', 10_000),
  /**
   * Megabytes of cached answers of users' appointment lists (0: no cache). Each cached page is
   * revalidated against the database on every read.
   */
  appointmentListCacheBytes: count('APPOINTMENT_LIST_CACHE_MB', 64) * 1024 * 1024,
  /** Seconds to let in-flight requests finish on SIGTERM. */
  shutdownGraceSeconds: Number(env.SHUTDOWN_GRACE_SECONDS || 10),
  /**
   * Processes serving the port (`node:cluster`; 1: this process alone). More than one needs
   * REDIS_URL: the throttles' counters must be shared by every process (./index.ts).
   */
  processes: apiProcesses(),
} as const
