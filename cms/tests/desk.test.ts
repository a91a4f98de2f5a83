/**
 * The coordinator's desk through the panel's own doors (Payload REST, as the panel calls it): a
 * move keeps the booking's rules (a future slot of the doctor's working hours, an open
 * appointment), and the list exports as CSV with the list's own `where`, to the desk only.
 */
import { randomInt } from 'node:crypto'

import { call, gql, makeUser, v1Login } from './doors'
import { account, closeLocal, type Account } from './fixtures'

afterAll(closeLocal)

let coordinator: Account
let moderator: Account
let booking: { id: number; doctor: number; free: string[]; email: string }

beforeAll(async () => {
  ;[coordinator, moderator] = await Promise.all([account('ROLE_COORDINATOR'), account('ROLE_MODERATOR')])
  const patient = await makeUser(['ROLE_USER'])
  const token = (await v1Login(patient.email, patient.password)).body.content.accessToken as string
  const doctors = (await gql('{ Doctors(limit: 50) { docs { id } } }')).body.data.Doctors.docs as { id: number }[]
  for (let tries = 0; tries < 10 && !booking; tries++) {
    const doctor = doctors[randomInt(0, doctors.length)]!.id
    const slots = await call('GET', `/api/v1/doctor/${doctor}/slots?days=30&tz=Europe/Istanbul&lang=en`)
    const free = (slots.body.content.slots as { start: string }[])
      .map((s) => s.start)
      .filter((s) => Date.parse(s) > Date.now() + 2 * 86_400_000)
    if (free.length < 3) continue
    const pick = free.splice(randomInt(0, free.length), 1)[0]!
    const res = await call('POST', '/api/v1/appointment', {
      headers: { authorization: `Bearer ${token}` },
      body: { doctorId: doctor, appointmentDate: pick, lang: 'en' },
    })
    if (res.status === 409) continue
    expect(res.status, res.text).toBe(201)
    booking = { id: res.body.content.id, doctor, free, email: patient.email }
  }
  expect(booking).toBeDefined()
}, 60_000)

const patch = (body: Record<string, unknown>, token = coordinator.token) =>
  call('PATCH', `/api/appointments/${booking.id}?depth=0`, { token, body })

test('a move in the panel keeps the rules: a slot of the doctor, in the future; a closed appointment stays', async () => {
  // The workflow holds on the panel's door too: no skipping to COMPLETED, no cancelling without a reason.
  for (const body of [{ status: 'COMPLETED' }, { status: 'NO_SHOW' }, { status: 'CANCELLED' }]) {
    const refused = await patch(body)
    expect(refused.status, JSON.stringify(body)).toBe(400)
  }
  const slot = new Date(booking.free[0]!)
  const offSlot = new Date(slot.getTime() + 7 * 60_000) // 7 minutes past a slot start
  const notASlot = await patch({ appointmentDate: offSlot.toISOString() })
  expect(notASlot.status).toBe(400)
  expect(JSON.stringify(notASlot.body)).toMatch(/no slot at that time/)
  const past = await patch({ appointmentDate: new Date(Date.now() - 86_400_000).toISOString() })
  expect(past.status).toBe(400)

  const moved = await patch({ appointmentDate: slot.toISOString() })
  expect(moved.status, moved.text).toBe(200)
  expect(moved.body.doc.appointmentDate).toBe(slot.toISOString())
  expect(moved.body.doc.rescheduleCount).toBe(1)

  expect((await patch({ status: 'CANCELLED', statusReason: 'Closed for the test.' })).status).toBe(200)
  const closed = await patch({ appointmentDate: booking.free[1]! })
  expect(closed.status).toBe(400)
  expect(JSON.stringify(closed.body)).toMatch(/CANCELLED and can no longer change/)
})

test('the panel’s CSV: the list’s where, a BOM, the staff member’s language; the desk only', async () => {
  const where = `where[patientEmail][equals]=${encodeURIComponent(booking.email)}`
  const res = await fetch(
    `${process.env.BASE_URL ?? 'http://127.0.0.1:3000'}/api/desk/appointments.csv?${where}&lang=ar`,
    {
      headers: { authorization: `JWT ${coordinator.token}` },
    },
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const bytes = Buffer.from(await res.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toStrictEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n')
  expect(lines[0]).toMatch(/^رقم الموعد,الحالة/)
  expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toStrictEqual([booking.id])
  const refused = await call('GET', `/api/desk/appointments.csv?${where}`, { token: moderator.token })
  expect(refused.status).toBe(403)
  expect(refused.text).not.toContain(booking.email)
  expect((await call('GET', `/api/desk/appointments.csv?${where}`)).status).toBe(403)
})
