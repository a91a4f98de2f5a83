import assert from 'node:assert/strict'
import { test } from 'node:test'

import { routeOf } from './index.mjs'

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
