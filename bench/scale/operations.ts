/**
 * The measured calls, made over HTTP to the real booking API. Each answer is checked, so a
 * benchmark of an error page or an empty result cannot pass unnoticed.
 */
import { ESTIMATE_ABOVE } from '@medtour/booking-api/appointments/estimate'
import { PATIENT_BOOKINGS, type World } from './seed'

export const PAGE_SIZE = 20
/** A page well inside the data at every size (offset 800), to show that paging deeper costs no more. */
export const DEEP_PAGE = 40

export type Operation = {
  name: string
  path: (world: World) => string
  token?: (world: World) => string
  /** Throws when the answer is not what the data must give at `rows` appointments. */
  check: (body: Record<string, unknown>, rows: number) => void
}

const expect = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`unexpected answer: ${what}`)
}

const page = (body: Record<string, unknown>) => ({
  content: body.content as unknown[],
  total: body.totalElements as number,
})

/**
 * The admin total is exact below ESTIMATE_ABOVE rows and PostgreSQL's estimate above it (see
 * listAppointments): the estimate may be off by a little.
 */
const totalMatches = (total: number, rows: number) =>
  rows > ESTIMATE_ABOVE ? Math.abs(total - rows) <= rows * 0.05 : total === rows

/** The admin's list at `pageNumber`: a full page, and the total of the table. */
const adminPage = (name: string, pageNumber: number): Operation => ({
  name,
  path: () => `/api/v1/appointment?page=${pageNumber}&size=${PAGE_SIZE}`,
  token: (w) => w.admin.token,
  check: (body, rows) => {
    const { content, total } = page(body)
    expect(
      content.length === PAGE_SIZE && totalMatches(total, rows),
      `admin page ${content.length}/${total} of ${rows}`,
    )
  },
})

export const OPERATIONS: Operation[] = [
  {
    name: "user's appointment list",
    path: (w) => `/api/v1/appointment/user/${w.patient.id}?page=0&size=${PAGE_SIZE}`,
    token: (w) => w.patient.token,
    check: (body) => {
      const { content, total } = page(body)
      expect(content.length === PAGE_SIZE && total === PATIENT_BOOKINGS, `user list ${content.length}/${total}`)
    },
  },
  {
    name: "doctor's free slots (14 days)",
    path: (w) => `/api/v1/doctor/${w.measuredDoctorId}/slots?days=14&limit=500`,
    check: (body) => {
      // Every other 30-minute slot of the fortnight is booked: about half of 16 a day stay free.
      const slots = (body.content as { slots: unknown[] }).slots
      expect(slots.length >= 90 && slots.length <= 140, `${slots.length} free slots`)
    },
  },
  adminPage('admin list, newest page', 0),
  adminPage(`admin list, page ${DEEP_PAGE}`, DEEP_PAGE),
]
