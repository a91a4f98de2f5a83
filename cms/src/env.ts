/**
 * Environment of the CMS, read once. Every variable is documented in `.env.example`.
 * `process.env` is read nowhere else in the cms.
 */
import { parseTrustProxy } from './auth/clientAddress'

const isProduction = process.env.NODE_ENV === 'production'
const publicUrl = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '')

export const env = {
  isProduction,
  /** file:./data/portal.db (SQLite, default) | postgres://… | mongodb://… */
  databaseUri: process.env.DATABASE_URI || 'file:../data/portal.db',
  payloadSecret:
    process.env.PAYLOAD_SECRET ||
    (isProduction && process.env.ALLOW_DEV_SECRET !== 'true' ? '' : 'dev-only-secret-change-me-0123456789abcdef'),
  /** The browser's origin: the site, /admin and /api/v1 all live behind it. */
  publicUrl,
  /**
   * Cookies carry `Secure` in production (APP_ENV=production) and whenever the site is served over
   * HTTPS (browsers treat http://localhost as secure, so a local production stack still works).
   */
  secureCookies: process.env.APP_ENV === 'production' || publicUrl.startsWith('https://'),
  /** Throttle counters shared by every process (src/auth/throttle.ts); empty: in memory. */
  redisUrl: process.env.REDIS_URL || '',
  /** Proxies that may name the client (src/auth/clientAddress.ts); default none. */
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  /** Largest request body Payload's routes accept: JSON and forms, and uploads (MB). */
  bodyLimitBytes: Number(process.env.CMS_JSON_LIMIT_KB || 1024) * 1024,
  uploadLimitBytes: Number(process.env.CMS_UPLOAD_LIMIT_MB || 20) * 1024 * 1024,
  /**
   * Test stacks only (scripts/lib.mjs `testHooks`): the file whose offset every process's clock
   * follows (src/shared/clock.ts). Empty everywhere else: nothing outside can move the clock.
   */
  testClockFile: process.env.TEST_CLOCK_FILE || '',
  cmsUrl: (process.env.CMS_URL || 'http://localhost:3001').replace(/\/$/, ''),
  /** True inside the cms's Next server (Next sets NEXT_RUNTIME); false in scripts, the API, the worker. */
  get inCmsServer() {
    return Boolean(process.env.NEXT_RUNTIME)
  },
  smtp: {
    host: process.env.SMTP_HOST || '',
    port: Number(process.env.SMTP_PORT || 1025),
    secure: process.env.SMTP_SECURE === 'true',
    user: process.env.SMTP_USER || '',
    pass: process.env.SMTP_PASS || '',
  },
  /** Where staff notices go (new bookings, a patient's cancellation, contact messages). */
  staffEmail: process.env.STAFF_EMAIL || 'staff@medtour.local',
  mailFrom: process.env.MAIL_FROM || 'Medical Tourism Turkey <no-reply@medtour.local>',
  mediaDir: process.env.MEDIA_DIR || '',
  /** Patients' medical files: private, never under the public media folder. */
  attachmentsDir:
    process.env.ATTACHMENTS_DIR ||
    (process.env.MEDIA_DIR ? `${process.env.MEDIA_DIR.replace(/\/$/, '')}/../attachments` : 'attachments'),
  /** Patients' data exports (zips, private, kept 7 days): beside the attachments, never among them. */
  exportsDir:
    process.env.EXPORTS_DIR ||
    `${(process.env.ATTACHMENTS_DIR || process.env.MEDIA_DIR || 'attachments').replace(/\/$/, '')}/../data-exports`,
  /**
   * S3-compatible object storage for media and patients' attachments (docs/scale.md). Set
   * S3_BUCKET to use it; without it, files stay on local disk (MEDIA_DIR, ATTACHMENTS_DIR).
   */
  s3: {
    bucket: process.env.S3_BUCKET || '',
    endpoint: process.env.S3_ENDPOINT || '',
    region: process.env.S3_REGION || 'us-east-1',
    accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
    /** Path-style addresses (MinIO and other self-hosted stores); on by default with an endpoint. */
    forcePathStyle: (process.env.S3_FORCE_PATH_STYLE ?? (process.env.S3_ENDPOINT ? 'true' : 'false')) === 'true',
  },
  graphqlMaxComplexity: Number(process.env.GRAPHQL_MAX_COMPLEXITY || 1000),
  /** The e-mail worker (docs/jobs.md). */
  worker: {
    concurrency: Number(process.env.WORKER_CONCURRENCY || 4),
    /** While an API process is busy: one job at a time, at most one per this wait (docs/jobs.md). */
    busyGapMs: Number(process.env.WORKER_BUSY_GAP_MS ?? 1000),
    idleMs: Number(process.env.WORKER_IDLE_MS || 500),
    leaseMs: Number(process.env.WORKER_LEASE_MS || 60_000),
    graceMs: Number(process.env.WORKER_GRACE_MS || 20_000),
    /** The worker process's CPU priority (nice, 0–19): background work gives way to requests. */
    nice: Number(process.env.WORKER_NICE ?? 10),
  },
} as const

if (!env.payloadSecret) {
  throw new Error('PAYLOAD_SECRET must be set in production (see .env.example).')
}
