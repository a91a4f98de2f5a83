/**
 * Each role against each collection of health data, through each door (docs/content-model.md,
 * "Roles"): Payload REST, GraphQL and the panel's page of the record. Coordinators and admins (the
 * booking desk) get appointments, medical files, treatment requests, contact messages and the
 * e-mails sent to patients; marketing (moderators) and other patients get none of them; the audit
 * trail is the admins' alone. A refusal carries nothing of the record.
 */
import { randomInt, randomUUID } from 'node:crypto'

import { call, gql } from './doors'
import { account, closeLocal, localPayload, type Account } from './fixtures'

afterAll(closeLocal)

type Role = 'patient' | 'moderator' | 'coordinator' | 'admin'
const ROLES: Role[] = ['patient', 'moderator', 'coordinator', 'admin']
const accounts = {} as Record<Role, Account>

/** The collections of patients' data, who may read them, and their GraphQL list name. */
const COLLECTIONS = [
  { slug: 'appointments', plural: 'Appointments', readers: ['coordinator', 'admin'] },
  { slug: 'attachments', plural: 'Attachments', readers: ['coordinator', 'admin'] },
  { slug: 'treatment-requests', plural: 'TreatmentRequests', readers: ['coordinator', 'admin'] },
  { slug: 'contact-messages', plural: 'ContactMessages', readers: ['coordinator', 'admin'] },
  { slug: 'messages', plural: 'Messages', readers: ['coordinator', 'admin'] },
  { slug: 'audit-entries', plural: 'AuditEntries', readers: ['admin'] },
] as const

type Slug = (typeof COLLECTIONS)[number]['slug']
const records = {} as Record<Slug, { id: number; mark: string }>

beforeAll(async () => {
  for (const [role, name] of [
    ['patient', 'ROLE_USER'],
    ['moderator', 'ROLE_MODERATOR'],
    ['coordinator', 'ROLE_COORDINATOR'],
    ['admin', 'ROLE_ADMIN'],
  ] as const)
    accounts[role] = await account(name)
  // Another patient's records, marked so that a leak shows in any answer.
  const owner = await account('ROLE_USER')
  const ownerId = Number(owner.id)
  const payload = await localPayload()
  const mark = () => `mark-${randomUUID()}`
  const doctor = (await payload.find({ collection: 'doctors', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  // Outside any working hours (no booking through the site meets it), a day of its own per run.
  const when = new Date(Date.now() + randomInt(40, 3000) * 86_400_000)
  when.setUTCHours(2, randomInt(0, 59), 0, 0)
  const notes = mark()
  const appointment = await payload.create({
    collection: 'appointments',
    data: {
      user: ownerId,
      doctor: doctor.id,
      appointmentDate: when.toISOString(),
      lang: 'en',
      status: 'PENDING',
      notes,
    },
    overrideAccess: true,
  })
  records.appointments = { id: appointment.id, mark: notes }
  const fileMark = mark()
  const pdf = Buffer.from(
    `%PDF-1.4\n% ${fileMark}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
      'xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
    'latin1',
  )
  const file = await payload.create({
    collection: 'attachments',
    data: { owner: ownerId, appointment: appointment.id, originalName: `${fileMark}.pdf` },
    file: { data: pdf, mimetype: 'application/pdf', name: `${fileMark}.pdf`, size: pdf.length },
    overrideAccess: true,
  })
  records.attachments = { id: file.id, mark: fileMark }
  const requestNotes = mark()
  const treatment = await payload.create({
    collection: 'treatment-requests',
    data: { user: ownerId, lang: 'en', notes: requestNotes },
    overrideAccess: true,
  })
  records['treatment-requests'] = { id: treatment.id, mark: requestNotes }
  const said = mark()
  const contact = await payload.create({
    collection: 'contact-messages',
    data: { name: 'Patient', email: owner.email, subject: 'Question', message: said, lang: 'en' },
    overrideAccess: true,
  })
  records['contact-messages'] = { id: contact.id, mark: said }
  const subject = mark()
  const message = await payload.create({
    collection: 'messages',
    data: {
      kind: 'booking-confirmation',
      key: `roles-test:${subject}`,
      to: owner.email,
      subject,
      state: 'sent',
      appointment: appointment.id,
      mail: { to: owner.email, subject, html: subject, text: subject },
    },
    overrideAccess: true,
  })
  records.messages = { id: message.id, mark: subject }
  // The appointment's creation left its entry in the trail, with the notes in it.
  const entry = (
    await payload.find({
      collection: 'audit-entries',
      where: { targetCollection: { equals: 'appointments' }, docId: { equals: appointment.id } },
      overrideAccess: true,
    })
  ).docs[0]!
  records['audit-entries'] = { id: entry.id, mark: notes }
}, 60_000)

describe.each(ROLES)('%s', (role) => {
  test.each(COLLECTIONS.map((c) => [c.slug, c] as const))(
    '%s through REST, GraphQL and the panel',
    async (_slug, c) => {
      const may = (c.readers as readonly Role[]).includes(role)
      const { id, mark } = records[c.slug]
      const { token } = accounts[role]
      const answers = {
        rest: await call('GET', `/api/${c.slug}/${id}?depth=0`, { token }),
        restList: await call('GET', `/api/${c.slug}?where[id][equals]=${id}&depth=0`, { token }),
        graphql: await gql(`{ ${c.plural}(where: { id: { equals: ${id} } }) { totalDocs docs { id } } }`, token),
        panel: await call('GET', `/admin/collections/${c.slug}/${id}`, { cookie: token }),
      }
      const got = {
        rest: answers.rest.status === 200 && answers.rest.body?.id === id,
        restList: answers.restList.status === 200 && answers.restList.body?.totalDocs === 1,
        graphql: answers.graphql.body?.data?.[c.plural]?.totalDocs === 1,
        panel: answers.panel.status === 200 && answers.panel.text.includes(mark),
      }
      expect(got).toStrictEqual({ rest: may, restList: may, graphql: may, panel: may })
      if (!may) {
        for (const [door, answer] of Object.entries(answers)) {
          expect(answer.text.includes(mark), `${door} carries the record`).toBe(false)
          expect(answer.status, door).toBeLessThan(500)
        }
      }
    },
  )
})
