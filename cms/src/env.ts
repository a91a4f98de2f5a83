/**
 * Environment of the CMS, read once. Every variable is documented in `.env.example`.
 * `process.env` is read nowhere else in the cms.
 */
const isProduction = process.env.NODE_ENV === 'production'

export const env = {
  isProduction,
  /** file:./data/portal.db (SQLite, default) | postgres://… | mongodb://… */
  databaseUri: process.env.DATABASE_URI || 'file:../data/portal.db',
  payloadSecret:
    process.env.PAYLOAD_SECRET ||
    (isProduction && process.env.ALLOW_DEV_SECRET !== 'true' ? '' : 'dev-only-secret-change-me-0123456789abcdef'),
  /** The browser's origin: the site, /admin and /api/v1 all live behind it. */
  publicUrl: (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, ''),
  cmsUrl: (process.env.CMS_URL || 'http://localhost:3001').replace(/\/$/, ''),
  smtp: {
    host: process.env.SMTP_HOST || '',
    port: Number(process.env.SMTP_PORT || 1025),
    secure: process.env.SMTP_SECURE === 'true',
    user: process.env.SMTP_USER || '',
    pass: process.env.SMTP_PASS || '',
  },
  mailFrom: process.env.MAIL_FROM || 'Medical Tourism Turkey <no-reply@medtour.local>',
  mediaDir: process.env.MEDIA_DIR || '',
  /** Patients' medical files: private, never under the public media folder. */
  attachmentsDir:
    process.env.ATTACHMENTS_DIR ||
    (process.env.MEDIA_DIR ? `${process.env.MEDIA_DIR.replace(/\/$/, '')}/../attachments` : 'attachments'),
  graphqlMaxComplexity: Number(process.env.GRAPHQL_MAX_COMPLEXITY || 1000),
} as const

if (!env.payloadSecret) {
  throw new Error('PAYLOAD_SECRET must be set in production (see .env.example).')
}
