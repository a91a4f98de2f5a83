/**
 * Starts `main.ts` (a second Payload process on the test's database, as the CMS panel is) and
 * sends it writes: none of the API process's hooks run for them.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

import type { CollectionSlug } from 'payload'

export type OtherProcess = {
  update: (collection: CollectionSlug, id: number, data: Record<string, unknown>, locale?: 'en' | 'ar') => Promise<void>
  delete: (collection: CollectionSlug, id: number) => Promise<void>
  stop: () => Promise<void>
}

export const startOtherProcess = async (): Promise<OtherProcess> => {
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts')
  const child = spawn(process.execPath, ['--conditions=production', '--no-deprecation', '--import', 'tsx', main], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  // Payload's start-up log, shown only when the process fails.
  let log = ''
  child.stderr!.on('data', (d) => (log += d))
  const replies: ((line: string) => void)[] = []
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('@@')) replies.shift()?.(line.slice(2))
  })
  const next = () =>
    new Promise<string>((resolve, reject) => {
      replies.push(resolve)
      child.once('exit', (code) => reject(new Error(`the other process exited (${code}):\n${log}`)))
    })
  const ready = await next()
  if (ready !== 'ready') throw new Error(`the other process said ${ready}`)

  const send = async (command: object) => {
    const reply = next()
    child.stdin!.write(`${JSON.stringify(command)}\n`)
    const { ok, error } = JSON.parse(await reply) as { ok: boolean; error?: string }
    if (!ok) throw new Error(`the other process failed: ${error}`)
  }
  return {
    update: (collection, id, data, locale) => send({ op: 'update', collection, id, data, locale }),
    delete: (collection, id) => send({ op: 'delete', collection, id }),
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.stdin!.end()
      await exited
    },
  }
}
