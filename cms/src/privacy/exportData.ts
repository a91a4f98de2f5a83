/**
 * A patient's data export (GDPR art. 15 and 20, KVKK art. 11; docs/privacy.md): everything we
 * hold about them as one zip, built by the worker, never in a request. `account.json`,
 * `appointments.json` (with status history, survey answers, times), `treatment-requests.json`,
 * `emails.json` (what we sent them: when, subject, state — not the one-time links) and their
 * medical files under `files/<appointment>/`, by the names they gave them.
 */
import type { Readable } from 'node:stream'

import { strToU8, zipSync, type Zippable } from 'fflate'
import type { Payload, TaskConfig } from 'payload'

import { attachmentStore } from '../storage'
import * as clock from '../shared/clock'

export const BUILD_DATA_EXPORT_TASK = 'build-data-export'
export const EXPORT_DAYS = 7

const omit = <T extends object>(o: T, keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)))

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`)

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return new Uint8Array(Buffer.concat(chunks))
}

/** A name safe inside a zip (no folders, no control characters), unique within its folder. */
const entryName = (name: string, taken: Set<string>) => {
  const base =
    [...name]
      .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
      .join('')
      .slice(0, 180) || 'file'
  let candidate = base
  for (let i = 2; taken.has(candidate); i++) candidate = base.replace(/(\.[^.]*)?$/, ` (${i})$1`)
  taken.add(candidate)
  return candidate
}

export const buildDataExport = async (payload: Payload, exportId: number) => {
  const record = await payload.findByID({
    collection: 'data-exports',
    id: exportId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!record || record.state === 'ready') return { output: { skipped: record ? 'already built' : 'no such export' } }
  const userId = typeof record.user === 'object' ? record.user.id : record.user
  const find = <C extends 'appointments' | 'attachments' | 'treatment-requests' | 'messages'>(
    collection: C,
    field: string,
  ) =>
    payload.find({
      collection,
      where: { [field]: { equals: userId } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })

  const user = await payload.findByID({ collection: 'users', id: userId, depth: 1, overrideAccess: true })
  const [appointments, files, requests, messages] = await Promise.all([
    find('appointments', 'user'),
    find('attachments', 'owner'),
    find('treatment-requests', 'user'),
    find('messages', 'user'),
  ])
  const account = {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    country: typeof user.country === 'object' && user.country ? user.country.name : null,
    preferredLanguage: user.preferredLanguage ?? null,
    timeZone: user.timeZone ?? null,
    createdAt: user.createdAt,
  }
  const zip: Zippable = {
    'account.json': json(account),
    // Without the desk's copies of the account (account.json has them) and the slot's lock key.
    'appointments.json': json(
      appointments.docs.map((a) => omit(a, ['slotKey', 'patientName', 'patientEmail', 'patientPhone'])),
    ),
    'treatment-requests.json': json(requests.docs),
    'emails.json': json(
      messages.docs.map((m) => ({
        kind: m.kind,
        subject: m.subject,
        to: m.to,
        state: m.state,
        createdAt: m.createdAt,
        sentAt: m.sentAt,
      })),
    ),
  }
  const store = attachmentStore(payload)
  const folders: Record<string, Set<string>> = {}
  for (const file of files.docs) {
    if (!file.filename || !store) continue
    const appointment =
      typeof file.appointment === 'object' && file.appointment ? file.appointment.id : file.appointment
    const folder = `files/${appointment ?? 'other'}`
    const name = entryName(file.originalName || file.filename, (folders[folder] ??= new Set()))
    zip[`${folder}/${name}`] = [await bytesOf(await store.read(file.filename)), { level: 0 }]
  }
  const data = Buffer.from(zipSync(zip, { level: 6 }))
  const readyAt = clock.now()
  await payload.update({
    collection: 'data-exports',
    id: exportId,
    data: {
      state: 'ready',
      readyAt: readyAt.toISOString(),
      expiresAt: new Date(readyAt.getTime() + EXPORT_DAYS * 86_400_000).toISOString(),
      error: null,
    },
    file: {
      data,
      mimetype: 'application/zip',
      name: `medtour-data-${userId}-${readyAt.toISOString().slice(0, 10)}-${exportId}.zip`,
      size: data.length,
    },
    overrideAccess: true,
  })
  return { output: { size: data.length } }
}

export const buildDataExportTask: TaskConfig = {
  slug: BUILD_DATA_EXPORT_TASK,
  label: "Build a patient's data export",
  inputSchema: [{ name: 'export', type: 'number', required: true }],
  outputSchema: [
    { name: 'size', type: 'number' },
    { name: 'skipped', type: 'text' },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
  handler: async ({ input, req }) => buildDataExport(req.payload, (input as { export: number }).export),
  onFail: async ({ input, req, taskStatus }) => {
    if ((taskStatus?.totalTried ?? 0) < 3) return
    await req.payload
      .update({
        collection: 'data-exports',
        id: (input as { export: number }).export,
        data: { state: 'failed', error: 'Could not build the export.' },
        overrideAccess: true,
      })
      .catch(() => undefined)
  },
}
