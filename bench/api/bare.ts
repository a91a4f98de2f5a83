/**
 * The limit: a bare Express JSON route, in its own Node process started the way booking-api is
 * (NODE_ENV=production, tsx, --conditions=production), answering a body of BARE_BYTES bytes, as
 * large as the product's answers it is compared with.
 */
import express from 'express'

const port = Number(process.env.BARE_PORT)
const bytes = Number(process.env.BARE_BYTES || 2048)
const items = Array.from({ length: Math.max(1, Math.round(bytes / 100)) }, (_, i) => ({
  id: i + 1,
  name: `Item ${i + 1}`,
  slug: `item-${i + 1}`,
  description: 'x'.repeat(40),
}))
const body = { message: 'OK', content: items, totalElements: items.length, totalPages: 1 }

const app = express()
app.disable('x-powered-by')
app.get('/bare', (_req, res) => void res.json(body))
const server = app.listen(port, '127.0.0.1')
server.keepAliveTimeout = 65_000
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)))
