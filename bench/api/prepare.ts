/**
 * The data the API benchmark reads and writes, made through the product's own API: a patient
 * with APPOINTMENTS bookings at the seeded provider `medical-park`, a few more patients who book
 * during the write run, and a pool of free slots (one per booking, so every booking is a real
 * 201), plus the provider-page GraphQL request exactly as the site's Apollo client sends it.
 */
import { createApolloClient } from '@medtour/web/apollo'
import { PROVIDER_QUERY } from '@medtour/web/provider-queries'

export const PROVIDER = 'medical-park'
const ADMIN = { email: 'admin@medtour.local', password: 'Admin!2345' }
const PASSWORD = 'Bench!Passw0rd-42'

export type Patient = { id: number; token: string }
export type Slot = { doctorId: number; start: string }
export type Captured = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }

const call = async <T>(url: string, init: RequestInit & { token?: string } = {}, expect = [200]): Promise<T> => {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  })
  const text = await res.text()
  if (!expect.includes(res.status))
    throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

type Session = { content: { id: number; accessToken: string } }

const login = async (api: string, email: string, password: string): Promise<Patient> => {
  const { content } = await call<Session>(`${api}/api/v1/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  })
  return { id: content.id, token: content.accessToken }
}

/** A patient account made by the admin (active at once), logged in. */
const newPatient = async (api: string, admin: Patient, label: string) => {
  const email = `bench-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.local`
  await call(
    `${api}/api/v1/admin/users`,
    {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Bench', lastName: label, preferredLanguage: 'en' }),
    },
    [201],
  )
  return login(api, email, PASSWORD)
}

/** Active doctors, those of `medical-park` first. */
const doctorIds = async (cms: string) => {
  const { docs } = await call<{ docs: { id: number; slug: string }[] }>(
    `${cms}/api/providers?where[slug][equals]=${PROVIDER}&depth=0&limit=1`,
  )
  const provider = docs[0]
  if (!provider) throw new Error(`the seeded provider ${PROVIDER} is missing`)
  const doctors = await call<{ docs: { id: number; provider: number | null }[] }>(
    `${cms}/api/doctors?where[active][equals]=true&depth=0&limit=200`,
  )
  return doctors.docs
    .sort((a, b) => Number(b.provider === provider.id) - Number(a.provider === provider.id))
    .map((d) => d.id)
}

/** Free slots of every active doctor across the booking horizon, up to `wanted`. */
const freeSlots = async (api: string, doctors: number[], wanted: number): Promise<Slot[]> => {
  const out: Slot[] = []
  const horizon = Date.now() + 365 * 86_400_000
  for (const doctorId of doctors) {
    let from = new Date(Date.now() + 2 * 3_600_000)
    while (out.length < wanted && from.getTime() < horizon) {
      const { content } = await call<{ content: { slots: { start: string }[] } }>(
        `${api}/api/v1/doctor/${doctorId}/slots?days=62&limit=500&from=${encodeURIComponent(from.toISOString())}`,
      )
      out.push(...content.slots.map((s) => ({ doctorId, start: s.start })))
      const last = content.slots.at(-1)
      from =
        content.slots.length === 500 && last
          ? new Date(new Date(last.start).getTime() + 60_000)
          : new Date(from.getTime() + 62 * 86_400_000)
    }
    if (out.length >= wanted) break
  }
  return out.slice(0, wanted)
}

export const bookingBody = (slot: Slot) =>
  JSON.stringify({ doctorId: slot.doctorId, appointmentDate: slot.start, lang: 'en', patientTimeZone: 'Asia/Riyadh' })

/** The provider page's query as the site sends it: Apollo's own request, captured on its way out. */
const captureProviderQuery = async (web: string): Promise<Captured> => {
  const realFetch = globalThis.fetch
  let captured: Captured | null = null
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    captured = {
      method: (init?.method ?? 'GET').toUpperCase() as Captured['method'],
      path: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    }
    return realFetch(input, init)
  }) as typeof fetch
  try {
    const client = createApolloClient(`${web}/api/graphql`)
    const result = await client.query({ query: PROVIDER_QUERY, variables: { slug: PROVIDER, locale: 'en' } })
    const docs = (result.data as { Providers?: { docs?: unknown[] } } | undefined)?.Providers?.docs
    if (!docs?.length) throw new Error(`the provider query found no ${PROVIDER}`)
  } finally {
    globalThis.fetch = realFetch
  }
  if (!captured) throw new Error('Apollo sent no request')
  return captured
}

export type Prepared = {
  admin: Patient
  patient: Patient
  bookers: Patient[]
  slots: Slot[]
  providerQuery: Captured
}

export const prepare = async (
  urls: { web: string; api: string; cms: string },
  { appointments, slots, bookers }: { appointments: number; slots: number; bookers: number },
): Promise<Prepared> => {
  const admin = await login(urls.api, ADMIN.email, ADMIN.password)
  const patient = await newPatient(urls.api, admin, 'reader')
  const others = []
  for (let i = 0; i < bookers; i++) others.push(await newPatient(urls.api, admin, `booker${i}`))
  const pool = await freeSlots(urls.api, await doctorIds(urls.cms), appointments + slots)
  if (pool.length < appointments + slots) throw new Error(`only ${pool.length} free slots found`)
  for (const slot of pool.slice(0, appointments)) {
    await call(
      `${urls.api}/api/v1/appointment`,
      { method: 'POST', token: patient.token, body: bookingBody(slot) },
      [201],
    )
  }
  return {
    admin,
    patient,
    bookers: others,
    slots: pool.slice(appointments),
    providerQuery: await captureProviderQuery(urls.web),
  }
}
