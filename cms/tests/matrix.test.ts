/**
 * The authorization and session matrix over every door (docs/security.md): a patient's
 * appointment, medical file and account, asked for through each /api/v1 route that takes an id,
 * Payload REST, GraphQL (queries and mutations), the file route, the panel and refresh, by
 * anonymous callers, another patient, the owner's logged-out token, a disabled owner, the owner,
 * a moderator (marketing: no health data), a coordinator (the booking desk) and an admin. Allowed callers get the record; every other answer is a refusal that
 * carries nothing of it, and no refused write changes anything.
 */
import { randomInt, randomUUID } from 'node:crypto'

import { address, call, eventually, gql, makeUser, v1Login } from './doors'
import { account, closeLocal, localPayload } from './fixtures'

afterAll(closeLocal)

/** Written into the owners' records: a refused answer that contains one is a leak. */
const MARK = {
  appointment: `notes-${randomUUID()}`,
  file: `file-${randomUUID()}`,
  user: `name-${randomUUID()}`,
}

type Data = { userId: number; email: string; appointment: number; attachment: number; filename: string }
type Caller =
  | 'anonymous'
  | 'another patient'
  | 'logged-out owner'
  | 'disabled owner'
  | 'owner'
  | 'moderator'
  | 'coordinator'
  | 'admin'
type Kind = 'appointment' | 'attachment' | 'user' | 'panel' | 'refresh'

const v1 = (token?: string) => (token ? { authorization: `Bearer ${token}` } : undefined)

/** A PDF that carries MARK in clear text. */
const pdf = () =>
  Buffer.from(
    `%PDF-1.4\n% ${MARK.file}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
      'xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
    'latin1',
  )

/** A patient with a marked name, one booked appointment (marked notes) and one marked file. */
const patientWithRecords = async () => {
  const user = await makeUser(['ROLE_USER'])
  const payload = await localPayload()
  await payload.update({ collection: 'users', id: user.id, data: { lastName: MARK.user }, overrideAccess: true })
  const token = (await v1Login(user.email, user.password)).body.content.accessToken as string
  const doctors = await gql('{ Doctors(limit: 50) { docs { id } } }')
  const ids = (doctors.body.data.Doctors.docs as { id: number }[]).map((d) => d.id)
  // Another suite may book at the same time: a random doctor and slot, tried again when taken.
  for (let tries = 0; tries < 10; tries++) {
    const doctor = ids[randomInt(0, ids.length)]!
    const slots = await call('GET', `/api/v1/doctor/${doctor}/slots?days=30&tz=Europe/Istanbul&lang=en`)
    const free = slots.body.content.slots as { start: string }[]
    if (!free.length) continue
    const form = new FormData()
    form.set('doctorId', String(doctor))
    form.set('appointmentDate', free[randomInt(0, free.length)]!.start)
    form.set('lang', 'en')
    form.set('consent', 'true')
    form.set('notes', MARK.appointment)
    form.append('files', new Blob([pdf()], { type: 'application/pdf' }), 'report.pdf')
    const res = await fetch(`${process.env.BASE_URL ?? 'http://127.0.0.1:3000'}/api/v1/appointment`, {
      method: 'POST',
      headers: v1(token),
      body: form,
    })
    const body = (await res.json()) as { content: { id: number; attachments: { id: number }[] } }
    if (res.status === 409) continue
    expect(res.status, JSON.stringify(body)).toBe(201)
    const attachment = body.content.attachments[0]!.id
    const file = await payload.findByID({ collection: 'attachments', id: attachment, overrideAccess: true })
    const data: Data = {
      userId: user.id as number,
      email: user.email,
      appointment: body.content.id,
      attachment,
      filename: file.filename!,
    }
    return { ...user, token, data }
  }
  throw new Error('no free slot found')
}

type Door = { name: string; kind: Kind; write?: boolean; ask: (d: Data, token?: string) => ReturnType<typeof call> }

/** Whether an answer handed the record over. */
const granted = (res: Awaited<ReturnType<typeof call>>) => {
  if (res.status >= 300) return false
  const data = res.body?.data
  if (data && typeof data === 'object' && !Array.isArray(data) && !('docs' in res.body)) {
    return Object.values(data).some((v) => v !== null)
  }
  if (typeof res.body?.totalDocs === 'number') return res.body.totalDocs > 0
  if (typeof res.body?.totalElements === 'number') return res.body.totalElements > 0
  return true
}

const DOORS: Door[] = [
  // /api/v1: every route with an id (the OpenAPI document lists them; checked below).
  {
    name: 'v1 GET /appointment/{id}',
    kind: 'appointment',
    ask: (d, t) => call('GET', `/api/v1/appointment/${d.appointment}`, { headers: v1(t) }),
  },
  {
    name: 'v1 GET /appointment/user/{userId}',
    kind: 'appointment',
    ask: (d, t) => call('GET', `/api/v1/appointment/user/${d.userId}?size=50&page=0`, { headers: v1(t) }),
  },
  {
    name: 'v1 GET /appointment/export/details/{id}',
    kind: 'appointment',
    ask: (d, t) => call('GET', `/api/v1/appointment/export/details/${d.appointment}`, { headers: v1(t) }),
  },
  {
    name: 'v1 GET /appointment/export/travel-preferences/{id}',
    kind: 'appointment',
    ask: (d, t) => call('GET', `/api/v1/appointment/export/travel-preferences/${d.appointment}`, { headers: v1(t) }),
  },
  {
    name: 'v1 GET /appointment/export/ics/{id}',
    kind: 'appointment',
    ask: (d, t) => call('GET', `/api/v1/appointment/export/ics/${d.appointment}`, { headers: v1(t) }),
  },
  {
    name: 'v1 PUT /appointment/{id}',
    kind: 'appointment',
    write: true,
    ask: (d, t) => call('PUT', `/api/v1/appointment/${d.appointment}`, { headers: v1(t), body: { notes: 'changed' } }),
  },
  {
    name: 'v1 POST /appointment/{id}/reschedule',
    kind: 'appointment',
    write: true,
    ask: (d, t) =>
      call('POST', `/api/v1/appointment/${d.appointment}/reschedule`, {
        headers: v1(t),
        body: { appointmentDate: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      }),
  },
  {
    name: 'v1 GET /attachment/{id}',
    kind: 'attachment',
    ask: (d, t) => call('GET', `/api/v1/attachment/${d.attachment}`, { headers: v1(t) }),
  },
  {
    name: 'v1 GET /user/id/{id}',
    kind: 'user',
    ask: (d, t) => call('GET', `/api/v1/user/id/${d.userId}`, { headers: v1(t) }),
  },
  {
    name: 'v1 GET /user/email/{email}',
    kind: 'user',
    ask: (d, t) => call('GET', `/api/v1/user/email/${encodeURIComponent(d.email)}`, { headers: v1(t) }),
  },
  {
    name: 'v1 PUT /user/{id}',
    kind: 'user',
    write: true,
    ask: (d, t) => call('PUT', `/api/v1/user/${d.userId}`, { headers: v1(t), body: { firstName: 'Changed' } }),
  },
  {
    name: 'v1 PUT /user',
    kind: 'user',
    write: true,
    ask: (d, t) => call('PUT', '/api/v1/user', { headers: v1(t), body: { userId: d.userId, firstName: 'Changed' } }),
  },
  // Payload REST.
  {
    name: 'REST GET /api/appointments/{id}',
    kind: 'appointment',
    ask: (d, token) => call('GET', `/api/appointments/${d.appointment}`, { token }),
  },
  {
    name: 'REST GET /api/appointments?where',
    kind: 'appointment',
    ask: (d, token) => call('GET', `/api/appointments?where[user][equals]=${d.userId}`, { token }),
  },
  {
    name: 'REST PATCH /api/appointments/{id}',
    kind: 'appointment',
    write: true,
    ask: (d, token) => call('PATCH', `/api/appointments/${d.appointment}`, { token, body: { notes: 'changed' } }),
  },
  {
    name: 'REST DELETE /api/appointments/{id}',
    kind: 'appointment',
    write: true,
    ask: (d, token) => call('DELETE', `/api/appointments/${d.appointment}`, { token }),
  },
  {
    name: 'REST GET /api/attachments/{id}',
    kind: 'attachment',
    ask: (d, token) => call('GET', `/api/attachments/${d.attachment}`, { token }),
  },
  {
    name: 'REST GET /api/attachments?where',
    kind: 'attachment',
    ask: (d, token) => call('GET', `/api/attachments?where[owner][equals]=${d.userId}`, { token }),
  },
  {
    name: 'REST GET /api/attachments/file/{name}',
    kind: 'attachment',
    ask: (d, token) => call('GET', `/api/attachments/file/${encodeURIComponent(d.filename)}`, { token }),
  },
  {
    name: 'REST DELETE /api/attachments/{id}',
    kind: 'attachment',
    write: true,
    ask: (d, token) => call('DELETE', `/api/attachments/${d.attachment}`, { token }),
  },
  {
    name: 'REST GET /api/users/{id}',
    kind: 'user',
    ask: (d, token) => call('GET', `/api/users/${d.userId}`, { token }),
  },
  {
    name: 'REST PATCH /api/users/{id}',
    kind: 'user',
    write: true,
    ask: (d, token) => call('PATCH', `/api/users/${d.userId}`, { token, body: { firstName: 'Changed' } }),
  },
  // GraphQL.
  {
    name: 'GraphQL Appointment(id)',
    kind: 'appointment',
    ask: (d, t) => gql(`{ Appointment(id: ${d.appointment}) { id notes } }`, t),
  },
  {
    name: 'GraphQL Appointments(where)',
    kind: 'appointment',
    ask: (d, t) =>
      gql(`{ Appointments(where: { user: { equals: ${d.userId} } }) { docs { id notes } } }`, t).then((r) => ({
        ...r,
        body: { data: { docs: r.body?.data?.Appointments?.docs?.length ? r.body.data.Appointments.docs : null } },
      })),
  },
  {
    name: 'GraphQL updateAppointment',
    kind: 'appointment',
    write: true,
    ask: (d, t) => gql(`mutation { updateAppointment(id: ${d.appointment}, data: { notes: "changed" }) { id } }`, t),
  },
  {
    name: 'GraphQL Attachment(id)',
    kind: 'attachment',
    ask: (d, t) => gql(`{ Attachment(id: ${d.attachment}) { id filename url } }`, t),
  },
  {
    name: 'GraphQL deleteAttachment',
    kind: 'attachment',
    write: true,
    ask: (d, t) => gql(`mutation { deleteAttachment(id: ${d.attachment}) { id } }`, t),
  },
  { name: 'GraphQL User(id)', kind: 'user', ask: (d, t) => gql(`{ User(id: ${d.userId}) { id lastName } }`, t) },
  // The panel and refresh.
  {
    name: 'panel /admin/collections/appointments/{id}',
    kind: 'panel',
    ask: (d, t) =>
      call('GET', `/admin/collections/appointments/${d.appointment}`, { cookie: t }).then((r) => ({
        ...r,
        status: r.text.includes(MARK.appointment) ? 200 : 403,
      })),
  },
  {
    name: 'POST /api/users/refresh-token',
    kind: 'refresh',
    ask: (_d, token) => call('POST', '/api/users/refresh-token', { token }),
  },
]

/** Who may have what (docs/security.md, cms/src/access). */
const allowed = (caller: Caller, door: Door) => {
  const { kind } = door
  // Refresh renews the caller's own live session, whoever they are.
  if (kind === 'refresh') return !['anonymous', 'logged-out owner', 'disabled owner'].includes(caller)
  if (caller === 'admin') return true
  // The booking desk: reads and works appointments and files, reads accounts; deletes nothing and
  // changes no account. Marketing (moderators) gets nothing of a patient's.
  if (caller === 'coordinator') return !(door.write && (kind === 'user' || /DELETE|delete/.test(door.name)))
  if (caller === 'owner') return kind !== 'panel'
  return false
}

let owner: Awaited<ReturnType<typeof patientWithRecords>>
let disabled: Awaited<ReturnType<typeof patientWithRecords>>
const tokens: Partial<Record<Caller, string>> = {}

beforeAll(async () => {
  owner = await patientWithRecords()
  disabled = await patientWithRecords()
  const other = await makeUser(['ROLE_USER'])
  tokens['another patient'] = (await v1Login(other.email, other.password)).body.content.accessToken
  // The owner's second session, ended through the site's logout.
  const second = (await v1Login(owner.email, owner.password, address())).body.content.accessToken as string
  expect((await call('POST', '/api/v1/auth/logout', { headers: v1(second) })).status).toBe(200)
  tokens['logged-out owner'] = second
  tokens['disabled owner'] = disabled.token
  await (
    await localPayload()
  ).update({ collection: 'users', id: disabled.id, data: { active: false }, overrideAccess: true })
  tokens.owner = owner.token
  tokens.moderator = (await account('ROLE_MODERATOR')).token
  tokens.coordinator = (await account('ROLE_COORDINATOR')).token
  tokens.admin = (await account('ROLE_ADMIN')).token
  // The booking API keeps a verified token for 5 s: wait until the disabled one is refused there.
  expect(
    await eventually(
      async () => (await call('GET', '/api/v1/auth/user', { headers: v1(disabled.token) })).status === 401,
    ),
  ).toBe(true)
}, 60_000)

test('every /api/v1 route with an id is in the matrix', async () => {
  const doc = await call('GET', '/api/v1/openapi.json')
  const withId = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    /\{(id|userId|email)\}/.test(path) ? Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`) : [],
  )
  // Not a patient's records: reference data and slots (public), the admin's reference data
  // routes (admin.test.ts), and the spec's public exists look-up.
  const publicById = ['/doctor/{id}/slots', '/treatment/{id}', '/user/exists/{email}']
  const inMatrix = new Set(DOORS.filter((d) => d.name.startsWith('v1 ')).map((d) => d.name.slice(3)))
  const missing = withId.filter(
    (r) => !inMatrix.has(r) && !r.includes(' /admin/') && !publicById.some((p) => r.endsWith(` ${p}`)),
  )
  expect(missing).toStrictEqual([])
})

const CALLERS: Caller[] = [
  'anonymous',
  'another patient',
  'logged-out owner',
  'disabled owner',
  'owner',
  'moderator',
  'coordinator',
  'admin',
]

test.each(CALLERS)('%s: granted exactly what the rules allow, refused answers carry nothing', async (caller) => {
  const data = caller === 'disabled owner' ? disabled.data : owner.data
  const token = tokens[caller]
  const wrong: string[] = []
  for (const door of DOORS) {
    const may = allowed(caller, door)
    // Allowed callers' writes are the API's own tests; here only refusals are tried.
    if (door.write && may) continue
    const res = await door.ask(data, token)
    if (granted(res) !== may) wrong.push(`${door.name}: ${res.status} ${res.text.slice(0, 160)}`)
    // The owner's own name shows in the panel's chrome; nothing else of the records may.
    const leaked = [MARK.appointment, MARK.file, ...(caller === 'owner' ? [] : [MARK.user])].some((m) =>
      res.text.includes(m),
    )
    if (!may && leaked) wrong.push(`${door.name}: the refusal carries the record`)
    if (!may && res.status >= 500) wrong.push(`${door.name}: ${res.status}`)
  }
  expect(wrong).toStrictEqual([])
})

test('no refused write changed anything; the owner still has the file, with its private headers', async () => {
  const payload = await localPayload()
  for (const d of [owner.data, disabled.data]) {
    const appointment = await payload.findByID({ collection: 'appointments', id: d.appointment, overrideAccess: true })
    expect(appointment.notes).toBe(MARK.appointment)
    const user = await payload.findByID({ collection: 'users', id: d.userId, overrideAccess: true })
    expect(user.firstName).toBe('Door')
    expect(
      (
        await payload.count({
          collection: 'attachments',
          where: { id: { equals: d.attachment } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  }
  const file = await call('GET', `/api/attachments/file/${encodeURIComponent(owner.data.filename)}`, {
    token: owner.token,
  })
  expect(file.status).toBe(200)
  expect(file.text).toContain(MARK.file)
  expect(file.headers.get('cache-control')).toMatch(/no-store/)
  expect(file.headers.get('content-disposition')).toMatch(/^attachment/)
})
