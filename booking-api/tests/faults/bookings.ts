/** Bookings as the fault tests send them: JSON or multipart, with large valid PDFs. */
import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { pdf } from '../fixtures/files'
import type { ApiProcess, Seeded } from './processes'

/** The `index`-th 30-minute slot (09:00 Istanbul = 06:00 UTC onwards) `daysAhead` days from today. */
export const slotAt = (daysAhead: number, index: number) => {
  const day = new Date()
  day.setUTCHours(6, 0, 0, 0)
  return new Date(day.getTime() + daysAhead * 86_400_000 + index * 30 * 60_000).toISOString()
}

export const book = async (base: string, token: string, body: Record<string, unknown>) => {
  const res = await fetch(`${base}/appointment`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/** A valid PDF of about `bytes` bytes: the fixture with a long comment line after its header. */
export const bigPdf = (bytes: number) => {
  const newline = pdf.indexOf(0x0a) + 1
  const padding = Buffer.concat([
    Buffer.from('%'),
    Buffer.from(randomBytes(bytes / 2).toString('hex')),
    Buffer.from('\n'),
  ])
  return Buffer.concat([pdf.subarray(0, newline), padding, pdf.subarray(newline)])
}

export const filesOf = (count: number, bytes: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `scan-${i + 1}.pdf`, data: bigPdf(bytes) }))

/** A booking as multipart form data; `notes` tells the invariant check how many files it has. */
export const multipart = (fields: Record<string, string>, files: { name: string; data: Buffer }[], notes: string) => {
  const form = new FormData()
  for (const [key, value] of Object.entries({ ...fields, notes })) form.append(key, value)
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: 'application/pdf' }), f.name)
  return form
}

/** The same body as raw bytes, so a test can send part of it. */
const rawMultipart = async (form: FormData) => {
  const res = new Response(form)
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type')! }
}

type Outcome = { status: number; id?: number }

const send = (url: string, token: string, body: Buffer, type: string, upTo = body.length) => {
  const target = new URL(`${url}/appointment`)
  let written!: () => void
  const sent = new Promise<void>((resolve) => (written = resolve))
  const outcome = new Promise<Outcome>((resolve) => {
    const req = http.request(
      target,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type, 'Content-Length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const parsed = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { content?: { id?: number } }
          resolve({ status: res.statusCode ?? 0, id: parsed.content?.id })
        })
        res.on('error', () => resolve({ status: 0 }))
      },
    )
    req.on('error', () => resolve({ status: 0 }))
    req.write(body.subarray(0, upTo), () => written())
    if (upTo === body.length) req.end()
  })
  return { sent, outcome }
}

/**
 * Sends one booking that stops half-way through its body and `slots.length - 1` complete ones,
 * then SIGKILLs the API `delayMs` after the last complete body has been written.
 */
export const killMidBooking = async (
  api: ApiProcess,
  seeded: Seeded,
  opts: { slots: string[]; files: number; fileBytes: number; delayMs: number },
) => {
  const bodies = await Promise.all(
    opts.slots.map((slot) =>
      rawMultipart(
        multipart(
          { doctorId: String(seeded.doctorId), appointmentDate: slot, lang: 'en', consent: 'true' },
          filesOf(opts.files, opts.fileBytes),
          `faults:${opts.files}`,
        ),
      ),
    ),
  )
  const requests = bodies.map(({ body, type }, i) =>
    send(
      api.url,
      seeded.patients[i % seeded.patients.length]!.token,
      body,
      type,
      i === 0 ? body.length >> 1 : undefined,
    ),
  )
  await Promise.all(requests.map((r) => r.sent))
  await new Promise((r) => setTimeout(r, opts.delayMs))
  await api.kill('SIGKILL')
  return Promise.all(requests.map((r) => r.outcome))
}
