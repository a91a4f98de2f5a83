/**
 * The outbox as staff meet it, on the running stack (cms, worker, MailDev): who may read the
 * messages and the jobs, that one-time links never leave through the API, that an admin re-sends
 * a failed message and the worker delivers it, and that an e-mail Payload itself sends (an account
 * staff create) goes through the outbox with a text part.
 */
import { randomUUID } from 'node:crypto'

import { account, closeLocal, localPayload, type Account } from './fixtures'
import { rest } from './helpers'

const MAIL = process.env.MAILDEV_API ?? 'http://127.0.0.1:1080'

type Mail = { subject: string; text?: string; html: string; to: { address: string }[] }
const mailsTo = async (address: string, timeoutMs = 20_000): Promise<Mail[]> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const all = (await (await fetch(`${MAIL}/email`)).json()) as Mail[]
    const mine = all.filter((m) => m.to?.some((r) => r.address.toLowerCase() === address.toLowerCase()))
    if (mine.length || Date.now() > deadline) return mine
    await new Promise((r) => setTimeout(r, 200))
  }
}

let patient: Account
let moderator: Account
let coordinator: Account
let admin: Account

beforeAll(async () => {
  ;[patient, moderator, coordinator, admin] = await Promise.all([
    account('ROLE_USER'),
    account('ROLE_MODERATOR'),
    account('ROLE_COORDINATOR'),
    account('ROLE_ADMIN'),
  ])
}, 60_000)

afterAll(closeLocal)

/** A message that failed for good, as the worker leaves one after its last try. */
const failedMessage = async () => {
  const payload = await localPayload()
  const to = `failed-${randomUUID().slice(0, 8)}@example.test`
  const message = await payload.create({
    collection: 'messages',
    data: {
      kind: 'password-reset',
      key: `test-failed:${to}`,
      to,
      subject: 'Reset your password',
      state: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED',
      mail: { to, subject: 'Reset your password', html: '<p>token=secret-one-time</p>', text: 'token=secret-one-time' },
      sensitive: true,
    },
    overrideAccess: true,
  })
  return { id: message.id, to }
}

test('the booking desk reads the messages; patients and marketing do not; the body (one-time links) never leaves through the API', async () => {
  const { id } = await failedMessage()
  expect((await rest('GET', '/messages')).status).toBe(403)
  expect((await rest('GET', '/messages', { token: patient.token })).status).toBe(403)
  expect((await rest('GET', '/messages', { token: moderator.token })).status).toBe(403)
  for (const who of [coordinator, admin]) {
    const one = await rest('GET', `/messages/${id}`, { token: who.token })
    expect(one.status).toBe(200)
    expect(one.body.state).toBe('failed')
    expect(one.body.lastError).toBe('connect ECONNREFUSED')
    expect(JSON.stringify(one.body)).not.toContain('secret-one-time')
  }
  // Nobody writes or deletes them through the API.
  expect((await rest('PATCH', `/messages/${id}`, { token: admin.token, body: { state: 'sent' } })).status).toBe(403)
  expect((await rest('DELETE', `/messages/${id}`, { token: admin.token })).status).toBe(403)
})

test('the jobs are admins’ to read, and nobody runs or queues them over HTTP', async () => {
  expect((await rest('GET', '/payload-jobs', { token: moderator.token })).status).toBe(403)
  expect((await rest('GET', '/payload-jobs', { token: admin.token })).status).toBe(200)
  for (const who of [patient, admin]) {
    const run = await rest('GET', '/payload-jobs/run', { token: who.token })
    expect([401, 403]).toContain(run.status)
  }
})

test('an admin sends a failed message again and the worker delivers it; a moderator cannot', async () => {
  const { id, to } = await failedMessage()
  expect((await rest('POST', `/messages/${id}/resend`, { token: moderator.token })).status).toBe(403)
  const resent = await rest('POST', `/messages/${id}/resend`, { token: admin.token })
  expect(resent.status, JSON.stringify(resent.body)).toBe(200)
  const [mail] = await mailsTo(to)
  expect(mail?.text).toContain('secret-one-time')
  const payload = await localPayload()
  let stored = await payload.findByID({ collection: 'messages', id, overrideAccess: true, showHiddenFields: true })
  for (let i = 0; i < 50 && stored.state !== 'sent'; i++) {
    await new Promise((r) => setTimeout(r, 100))
    stored = await payload.findByID({ collection: 'messages', id, overrideAccess: true, showHiddenFields: true })
  }
  expect(stored.state).toBe('sent')
  expect(stored.messageId).toMatch(/^<msg-\d+\./)
  // A sent account e-mail keeps no one-time link.
  expect(JSON.stringify(stored.mail)).not.toContain('secret-one-time')
  // Only a failed message goes back to the queue.
  expect((await rest('POST', `/messages/${id}/resend`, { token: admin.token })).status).toBe(409)
})

test('an account an admin creates in the panel gets its activation e-mail through the outbox, with a text part', async () => {
  const email = `panel-${randomUUID().slice(0, 8)}@example.test`
  const created = await rest('POST', '/users', {
    token: admin.token,
    body: { email, password: `Pw!${randomUUID()}`, roles: ['ROLE_USER'], preferredLanguage: 'ar' },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const [mail] = await mailsTo(email)
  expect(mail?.subject).toBe('فعّل حسابك')
  expect(mail?.text).toMatch(/\/ar\/activate\?token=/)
  const payload = await localPayload()
  const stored = async () =>
    (await payload.find({ collection: 'messages', where: { to: { equals: email } }, overrideAccess: true })).docs
  for (let i = 0; i < 50 && (await stored()).some((m) => m.state !== 'sent'); i++)
    await new Promise((r) => setTimeout(r, 100))
  expect((await stored()).map((m) => [m.kind, m.state])).toEqual([['system', 'sent']])
})
