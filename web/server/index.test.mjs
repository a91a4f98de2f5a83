import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'

// An upstream nobody listens on, so the origin's failure answer can be checked.
process.env.BOOKING_API_URL = 'http://127.0.0.1:9'
const { routeOf, server } = await import('./index.mjs')

let base = ''
before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${server.address().port}`
})
after(() => new Promise((resolve) => server.close(resolve)))

test('the origin routes API, CMS and site paths to the right place', () => {
  assert.equal(routeOf('/api/v1/appointment?size=500'), 'api')
  assert.equal(routeOf('/api/v1'), 'api')
  assert.equal(routeOf('/api/graphql'), 'cms')
  assert.equal(routeOf('/api/media/file/a.jpg'), 'cms')
  assert.equal(routeOf('/admin'), 'cms')
  assert.equal(routeOf('/admin/collections/providers'), 'cms')
  assert.equal(routeOf('/_next/static/chunk.js'), 'cms')
  assert.equal(routeOf('/en/about-us'), 'static')
  assert.equal(routeOf('/administrator'), 'static')
  assert.equal(routeOf('/ar/admin/Doctors'), 'static')
})

test('an unreachable upstream answers 503 in the spec error shape', async () => {
  const res = await fetch(`${base}/api/v1/speciality`)
  assert.equal(res.status, 503)
  assert.deepEqual(await res.json(), { message: 'SERVICE_UNAVAILABLE', errors: [] })
})

test('client routes get the page, and paths cannot leave the static folder', async () => {
  const page = await fetch(`${base}/ar/health-providers/estethica`)
  assert.equal(page.status, 200)
  assert.match(await page.text(), /<html/)
  const escape = await fetch(`${base}/..%2f..%2fpackage.json`)
  assert.doesNotMatch(await escape.text(), /"workspaces"/)
})
