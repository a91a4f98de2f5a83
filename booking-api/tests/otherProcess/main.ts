/**
 * A second process on the test's database, standing in for the CMS panel: its own Payload (the
 * cms config, the environment the test set), taking one write per stdin line and answering on
 * stdout. Lines of the protocol start with `@@` (Payload may log to stdout too).
 *
 *   → {"op":"update","collection":"doctors","id":1,"data":{"name":"X"},"locale":"en"}
 *   ← @@{"ok":true}
 */
import readline from 'node:readline'

import { getPayload, type CollectionSlug } from 'payload'

import config from '@medtour/cms/config'

type Command = {
  op: 'update' | 'delete'
  collection: CollectionSlug
  id: number
  data?: Record<string, unknown>
  locale?: 'en' | 'ar'
}

const payload = await getPayload({ config })
process.stdout.write('@@ready\n')

for await (const line of readline.createInterface({ input: process.stdin })) {
  const cmd = JSON.parse(line) as Command
  try {
    if (cmd.op === 'update') {
      await payload.update({
        collection: cmd.collection,
        id: cmd.id,
        data: cmd.data as never,
        locale: cmd.locale,
        overrideAccess: true,
      })
    } else {
      await payload.delete({ collection: cmd.collection, id: cmd.id, overrideAccess: true })
    }
    process.stdout.write(`@@${JSON.stringify({ ok: true })}\n`)
  } catch (err) {
    process.stdout.write(`@@${JSON.stringify({ ok: false, error: String(err) })}\n`)
  }
}
await payload.destroy()
process.exit(0)
