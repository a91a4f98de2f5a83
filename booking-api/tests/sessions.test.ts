/**
 * Sessions on the booking API's door (docs/security.md): disabling an account or changing its
 * roles ends its sessions; logout ends the session of that token only.
 */
import request from 'supertest'

import { bearer, PASSWORD, startApi, type TestApi } from './helpers'

let t: TestApi
beforeAll(async () => {
  t = await startApi()
})
afterAll(async () => {
  await t?.stop()
})

describe('sessions', () => {
  test('a disabled account is 403 ACCOUNT_DISABLED, and its existing token stops working', async () => {
    const p = await t.patient()
    expect((await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(p.token))).status).toBe(200)
    await t.payload.update({ collection: 'users', id: p.id, data: { active: false }, overrideAccess: true })
    const res = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('ACCOUNT_DISABLED')
    // Disabling ended every session of the account: the token names a session that is gone.
    const old = await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(p.token))
    expect(old.status).toBe(401)
    expect(old.body.message).toBe('INVALID_TOKEN')
    // Enabled again, the old token stays dead; a new login works.
    await t.payload.update({ collection: 'users', id: p.id, data: { active: true }, overrideAccess: true })
    expect((await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(p.token))).status).toBe(401)
    const again = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    expect(again.status).toBe(200)
  })

  test('logout ends the session of that token only', async () => {
    const p = await t.patient()
    const other = await request(t.app).post('/api/v1/auth/login').send({ email: p.email, password: PASSWORD })
    expect(other.status).toBe(200)
    const user = () => request(t.app).get('/api/v1/auth/user')
    expect((await user().set('Authorization', bearer(p.token))).status).toBe(200)
    const out = await request(t.app).post('/api/v1/auth/logout').set('Authorization', bearer(p.token))
    expect(out.status).toBe(200)
    expect(out.body.message).toBe('LOGGED_OUT')
    const after = await user().set('Authorization', bearer(p.token))
    expect(after.status, 'the logged-out token is refused at once (no cache)').toBe(401)
    const session = await t.payload.findByID({
      collection: 'users',
      id: p.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect((session as { sessions?: unknown[] }).sessions?.length, 'one session left').toBe(1)
    expect((await user().set('Authorization', bearer(other.body.content.accessToken))).status, 'other session').toBe(
      200,
    )
    expect((await request(t.app).post('/api/v1/auth/logout')).status, 'anonymous').toBe(401)
  })

  test('a role change ends the sessions of the account', async () => {
    const p = await t.patient()
    expect((await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(p.token))).status).toBe(200)
    await t.payload.update({
      collection: 'users',
      id: p.id,
      data: { roles: ['ROLE_USER', 'ROLE_MODERATOR'] },
      overrideAccess: true,
    })
    expect((await request(t.app).get('/api/v1/auth/user').set('Authorization', bearer(p.token))).status).toBe(401)
  })
})
