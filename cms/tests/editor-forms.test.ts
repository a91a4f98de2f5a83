/**
 * The editors' panel on the running stack (issue 19): who published what is in the audit trail,
 * read by admins only; publishing needs every image's alternative text in both languages; a new
 * FAQ takes its place at the end of the drag-and-drop order.
 */
import { previewExpiry, signPreview } from '../src/content/preview'
import { account, closeLocal, localPayload, type Account } from './fixtures'
import { BASE_URL, gql, rest } from './helpers'

afterAll(closeLocal)

/** A 1×1 PNG in the media library with English alternative text only. */
const uploadImage = async (alt: string, name: string) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const payload = await localPayload()
  return payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt },
    file: { data: png, mimetype: 'image/png', name: `${name}-${Date.now()}.png`, size: png.length },
    overrideAccess: true,
  })
}

type Entry = { action: string; docId: number; actorEmail: string | null; summary: string; targetCollection: string }

/** A record's entries since `since` (SQLite gives a deleted record's id to the next one). */
const entries = async (admin: Account, target: string, docId: number, since: string) => {
  const query = new URLSearchParams({
    'where[targetCollection][equals]': target,
    'where[docId][equals]': String(docId),
    'where[createdAt][greater_than_equal]': since,
    sort: '-createdAt',
    limit: '20',
  })
  const res = await rest('GET', `/audit-entries?${query}`, { token: admin.token })
  expect(res.status).toBe(200)
  return res.body.docs as Entry[]
}

describe('the audit trail of content', () => {
  let admin: Account
  let editor: Account
  beforeAll(async () => {
    admin = await account('ROLE_ADMIN')
    editor = await account('ROLE_MODERATOR')
  })

  test('creating and publishing are entries with who and which fields; a draft is none; unpublishing is one', async () => {
    const since = new Date().toISOString()
    const question = `Audit question ${Date.now()}?`
    const created = await rest('POST', '/faqs?locale=en', {
      token: editor.token,
      body: { question, answer: 'First answer.', _status: 'published' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as number
    try {
      let list = await entries(admin, 'faqs', id, since)
      expect(list.map((e) => e.action)).toStrictEqual(['create'])
      expect(list[0]!.actorEmail).toBe(editor.email)

      // A draft (as autosave writes them) is not an entry.
      const draft = await rest('PATCH', `/faqs/${id}?locale=en&draft=true`, {
        token: editor.token,
        body: { answer: 'A draft answer.' },
      })
      expect(draft.status).toBe(200)
      expect((await entries(admin, 'faqs', id, since)).length).toBe(1)

      const published = await rest('PATCH', `/faqs/${id}?locale=en`, {
        token: editor.token,
        body: { answer: 'The published answer.', _status: 'published' },
      })
      expect(published.status).toBe(200)
      list = await entries(admin, 'faqs', id, since)
      expect(list[0]!.action).toBe('publish')
      expect(list[0]!.summary).toContain('answer (en)')
      expect(list[0]!.summary).toContain('The published answer.')

      const unpublished = await rest('PATCH', `/faqs/${id}?locale=en`, {
        token: editor.token,
        body: { _status: 'draft' },
      })
      expect(unpublished.status).toBe(200)
      expect((await entries(admin, 'faqs', id, since))[0]!.action).toBe('unpublish')

      // Editors do not read the trail.
      const theirs = await rest('GET', `/audit-entries?where[docId][equals]=${id}`, { token: editor.token })
      expect(theirs.status).toBe(403)
    } finally {
      expect((await rest('DELETE', `/faqs/${id}`, { token: editor.token })).status).toBe(200)
    }
    expect((await entries(admin, 'faqs', id, since))[0]!.action).toBe('delete')
  })

  test("a global's publication is recorded under record 0", async () => {
    const since = new Date().toISOString()
    const before = await rest('GET', '/globals/footer?locale=en&depth=0', { token: editor.token })
    const copyright = before.body.copyright as string
    const changed = await rest('POST', '/globals/footer?locale=en', {
      token: editor.token,
      body: { copyright: `${copyright ?? ''} ·`, _status: 'published' },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    try {
      const [latest] = await entries(admin, 'footer', 0, since)
      expect(latest!.action).toBe('publish')
      expect(latest!.summary).toContain('copyright (en)')
    } finally {
      await rest('POST', '/globals/footer?locale=en', {
        token: editor.token,
        body: { copyright, _status: 'published' },
      })
    }
  })
})

describe("publishing needs images' alternative text in both languages", () => {
  test('a draft with an image lacking Arabic alt text is saved; publishing it is refused until the text is there', async () => {
    const editor = await account('ROLE_MODERATOR')
    const payload = await localPayload()
    const media = await uploadImage('A test banner', 'alt-test')
    const path = `alt-test-${Date.now()}`
    const draft = await rest('POST', '/pages?locale=en&draft=true', {
      token: editor.token,
      body: { title: 'Alt test', slug: path, path, section: 'general', banner: media.id, _status: 'draft' },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const id = draft.body.doc.id as number
    try {
      const refused = await rest('PATCH', `/pages/${id}?locale=en`, {
        token: editor.token,
        body: { _status: 'published' },
      })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('Arabic alternative text')
      const page = await rest('GET', `/pages/${id}?depth=0`, { token: editor.token })
      expect(page.body._status).toBe('draft')

      await payload.update({
        collection: 'media',
        id: media.id,
        locale: 'ar',
        data: { alt: 'لافتة تجريبية' },
        overrideAccess: true,
      })
      const ok = await rest('PATCH', `/pages/${id}?locale=en`, { token: editor.token, body: { _status: 'published' } })
      expect(ok.status, JSON.stringify(ok.body)).toBe(200)
      expect(ok.body.doc._status).toBe('published')
      // Reading the images' alternative text in every language leaves the page's own language alone.
      const en = await rest('GET', `/pages/${id}?locale=en&depth=0`, { token: editor.token })
      expect(en.body.title).toBe('Alt test')
    } finally {
      await rest('DELETE', `/pages/${id}`, { token: editor.token })
      await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    }
  })
})

describe('drag-and-drop order', () => {
  test('a new FAQ is placed after the others', async () => {
    const editor = await account('ROLE_MODERATOR')
    const created = await rest('POST', '/faqs?locale=en', {
      token: editor.token,
      body: { question: `Order question ${Date.now()}?`, answer: 'Last.', _status: 'published' },
    })
    expect(created.status).toBe(201)
    try {
      const list = await rest('GET', '/faqs?sort=_order&limit=200&depth=0', {})
      const ids = (list.body.docs as { id: number }[]).map((d) => d.id)
      expect(ids.at(-1)).toBe(created.body.doc.id)
    } finally {
      await rest('DELETE', `/faqs/${created.body.doc.id}`, { token: editor.token })
    }
  })
})

describe('live preview', () => {
  const check = async (token: string, session?: string) => {
    const res = await fetch(`${BASE_URL}/api/site-preview?${new URLSearchParams({ token })}`, {
      headers: session ? { authorization: `JWT ${session}` } : {},
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    return { status: res.status, body: (await res.json()) as { ok: boolean; reason?: string; id?: number } }
  }

  test('the site may show drafts only to the editor the token was made for, while it lasts', async () => {
    const editor = await account('ROLE_MODERATOR')
    const other = await account('ROLE_MODERATOR')
    const patient = await account('ROLE_USER')
    const claims = { c: 'providers', id: 1, l: 'ar' as const, u: editor.id, exp: previewExpiry(Date.now()) }
    const token = signPreview(claims)
    expect(await check(token, editor.token)).toStrictEqual({
      status: 200,
      body: { ok: true, collection: 'providers', id: 1, locale: 'ar', expiresAt: new Date(claims.exp).toISOString() },
    })
    expect((await check(token, other.token)).body).toStrictEqual({ ok: false, reason: 'signed-out' })
    expect((await check(token)).status).toBe(403)
    // A patient's token, were one made, grants nothing: drafts are the editors'.
    expect((await check(signPreview({ ...claims, u: patient.id }), patient.token)).status).toBe(403)
    expect((await check(`${token}x`, editor.token)).body).toStrictEqual({ ok: false, reason: 'invalid' })
    expect((await check(signPreview({ ...claims, exp: Date.now() - 1 }), editor.token)).body).toStrictEqual({
      ok: false,
      reason: 'expired',
    })
    expect((await check(signPreview(claims, 'not-the-cms-secret'), editor.token)).status).toBe(401)
  })

  test('a preview address is drawn in the browser: not rendered, not cached, not indexed, framed by the site only', async () => {
    const res = await fetch(`${BASE_URL}/ar/health-providers/medical-park?preview=anything`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    const html = await res.text()
    expect(html).toContain('lang="ar"')
    // The published page's server-rendered text is not in it (the browser draws the draft).
    const published = await (await fetch(`${BASE_URL}/ar/health-providers/medical-park`)).text()
    expect(published.length).toBeGreaterThan(html.length)
    // Without the parameter the page is the public, framable-by-nobody one.
    const normal = await fetch(`${BASE_URL}/ar/health-providers/medical-park`)
    expect(normal.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test("an editor's session reads the draft the preview shows; nobody else's does", async () => {
    const editor = await account('ROLE_MODERATOR')
    const query = `query($slug: String!) { Providers(where: { slug: { equals: $slug } }, locale: ar, draft: true) { docs { id brief } } }`
    const before = (await gql(query, { slug: 'estethica' }, editor.token)).data.Providers.docs[0]
    const draft = `${before.brief} (preview ${Date.now()})`
    const saved = await rest('PATCH', `/providers/${before.id}?locale=ar&draft=true`, {
      token: editor.token,
      body: { brief: draft },
    })
    expect(saved.status).toBe(200)
    try {
      expect((await gql(query, { slug: 'estethica' }, editor.token)).data.Providers.docs[0].brief).toBe(draft)
      // Anyone else asking for drafts gets no draft (Payload reads the latest version, which is
      // the draft, and the published-only condition then leaves nothing).
      const anonymous = (await gql(query, { slug: 'estethica' })).data.Providers.docs
      expect(anonymous.map((d: { brief: string }) => d.brief)).not.toContain(draft)
    } finally {
      await rest('PATCH', `/providers/${before.id}?locale=ar`, {
        token: editor.token,
        body: { brief: before.brief, _status: 'published' },
      })
    }
  })
})

describe('unused images', () => {
  test('an image nothing shows is listed for editors; the ones the site shows are not', async () => {
    const editor = await account('ROLE_MODERATOR')
    const patient = await account('ROLE_USER')
    const payload = await localPayload()
    const media = await uploadImage('Nobody shows me', 'unused')
    try {
      const res = await rest('GET', '/media-usage/unused', { token: editor.token })
      expect(res.status).toBe(200)
      const unused = res.body.unused as number[]
      expect(unused).toContain(media.id)
      const provider = await rest('GET', '/providers?where[slug][equals]=medical-park&depth=0', {})
      expect(unused).not.toContain(provider.body.docs[0].image)
      expect((await rest('GET', '/media-usage/unused', { token: patient.token })).status).toBe(403)
      expect((await rest('GET', '/media-usage/unused', {})).status).toBe(403)
    } finally {
      await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    }
  })
})
