#!/usr/bin/env node
/**
 * `npm start`: the whole product on its embedded default, from a fresh clone.
 * Installs, builds, migrates + seeds the SQLite database, then serves everything at
 * http://localhost:3000 (site, /admin, /api, /api/v1). Ctrl+C stops it all.
 * Environment overrides: see .env.example.
 */
import path from 'node:path'

import {
  dataDir,
  ensureCmsBuilt,
  ensureInstalled,
  ensureWebBuilt,
  localSecret,
  log,
  migrate,
  root,
  seed,
  service,
  stopAll,
  waitForHttp,
} from './lib.mjs'

const port = process.env.PORT || '3000'
const cmsPort = process.env.CMS_PORT || '3001'
const apiPort = process.env.BOOKING_API_PORT || '4000'
// MailDev catches every e-mail in development unless a real SMTP server is configured.
const mailDev = process.env.SMTP_HOST
  ? null
  : { smtp: process.env.MAILDEV_SMTP_PORT || '1025', web: process.env.MAILDEV_WEB_PORT || '1080' }

ensureInstalled()
ensureCmsBuilt()
ensureWebBuilt()

// The cms and the booking API sit behind the site's origin on this machine: they take the client
// address it forwards, and only from it (docs/security.md).
const BEHIND_ORIGIN = 'loopback'
const env = {
  APP_ENV: process.env.APP_ENV || 'development',
  DATABASE_URI: process.env.DATABASE_URI || `file:${path.join(dataDir, 'portal.db')}`,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(),
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
  CMS_URL: `http://127.0.0.1:${cmsPort}`,
  MEDIA_DIR: process.env.MEDIA_DIR || path.join(dataDir, 'media'),
  BOOKING_API_URL: `http://127.0.0.1:${apiPort}`,
  ...(mailDev ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: mailDev.smtp } : {}),
}

migrate(env)
seed(env)

const children = []
let stopping = false
const onExit = (name, code, signal) => {
  if (stopping) return
  console.error(`${name} stopped (${signal || code}); stopping everything.`)
  stopping = true
  stopAll(children).then(() => process.exit(1))
}
if (mailDev) {
  children.push(
    service(
      'maildev',
      path.join(root, 'node_modules/.bin/maildev'),
      ['--smtp', mailDev.smtp, '--web', mailDev.web, '--ip', '127.0.0.1', '--silent'],
      { env, onExit },
    ),
  )
}
children.push(
  service('cms', 'npx', ['next', 'start', '-p', cmsPort], {
    cwd: path.join(root, 'cms'),
    env: { ...env, NODE_ENV: 'production', TRUST_PROXY: BEHIND_ORIGIN },
    onExit,
  }),
)
children.push(
  service('booking-api', 'npm', ['run', 'start', '--workspace', 'booking-api'], {
    env: { ...env, BOOKING_API_PORT: apiPort, TRUST_PROXY: BEHIND_ORIGIN },
    onExit,
  }),
)
// The worker delivers the outbox's e-mails (cms/src/jobs): requests only store them.
children.push(service('worker', 'npm', ['run', 'worker', '--workspace', 'cms'], { env, onExit }))
// TRUST_PROXY of the environment is for the origin: the proxies in front of the site, if any.
children.push(
  service('web', 'node', ['--import', 'tsx', 'web/server/index.ts'], { env: { ...env, PORT: port }, onExit }),
)

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopping = true
    stopAll(children).then(() => process.exit(0))
  })
}

try {
  if (mailDev) await waitForHttp(`http://127.0.0.1:${mailDev.web}/email`, { ok: (s) => s === 200 })
  await waitForHttp(`http://127.0.0.1:${port}/admin/login`)
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/health`, { ok: (s) => s === 200 })
} catch (err) {
  console.error(err.message)
  stopping = true
  await stopAll(children)
  process.exit(1)
}
log(`Ready: http://localhost:${port}  ·  CMS panel http://localhost:${port}/admin`)
if (mailDev) log(`E-mail (MailDev): http://localhost:${mailDev.web}  ·  SMTP 127.0.0.1:${mailDev.smtp}`)
if (env.APP_ENV !== 'production')
  log('Development staff: admin@medtour.local / Admin!2345 · moderator@medtour.local / Moderator!2345')
