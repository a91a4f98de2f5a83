/**
 * Drafts on the running stack (content/publishing.ts): an editor's draft reaches no reader — not
 * the site's GraphQL (cached or not, asked for drafts or not), not REST, not the rendered page,
 * not the sitemap, not a signed-in patient — until it is published; versions are the editors'
 * alone; a version can be restored; a publication scheduled a moment ahead is done by the worker.
 */
import { account, closeLocal, localPayload, type Account } from './fixtures'
import { BASE_URL, gql, rest } from './helpers'

const SLUG = 'medical-park'
const PROVIDER = `query Provider($slug: String!, $locale: LocaleInputType, $draft: Boolean) {
  Providers(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: en, draft: $draft) {
    docs { id slug brief }
  }
}`

type Provider = { id: number; slug: string; brief: string | null }

/** The provider as the site reads it: a GET through the origin (cached), like its Apollo client. */
const siteRead = async (slug: string, locale: 'en' | 'ar', token?: string) => {
  const url = `${BASE_URL}/api/graphql?${new URLSearchParams({
    query: PROVIDER,
    variables: JSON.stringify({ slug, locale }),
  })}`
  const res = await fetch(url, { headers: token ? { authorization: `JWT ${token}` } : {} })
  return ((await res.json()).data?.Providers?.docs?.[0] ?? null) as Provider | null
}

const page = async (path: string) => (await fetch(`${BASE_URL}${path}`)).text()
const escaped = (text: string) => text.replace(/&/g, '&amp;')

const patch = async (token: string, id: number, query: string, body: Record<string, unknown>) => {
  const res = await rest('PATCH', `/providers/${id}?${query}`, { token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.doc as Provider & { _status: string }
}

/** Waits until `ok` holds (an announced change reaches the origin in milliseconds; 5 s at most). */
const eventually = async (ok: () => Promise<boolean>) => {
  const until = Date.now() + 5_000
  while (Date.now() < until) {
    if (await ok()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return false
}

describe('drafts and publishing', () => {
  let editor: Account
  let patient: Account
  let original: Provider
  let english: Provider

  beforeAll(async () => {
    editor = await account('ROLE_MODERATOR')
    patient = await account('ROLE_USER')
    original = (await siteRead(SLUG, 'ar'))!
    english = (await siteRead(SLUG, 'en'))!
    expect(original?.slug).toBe(SLUG)
  })

  afterAll(async () => {
    await patch(editor.token, original.id, 'locale=ar', { brief: original.brief, _status: 'published' })
    await patch(editor.token, original.id, 'locale=en', { brief: english.brief, _status: 'published' })
    await closeLocal()
  })

  test("a draft of a provider's Arabic text reaches no reader until it is published", async () => {
    // The page is rendered and cached before the draft.
    expect(await page(`/ar/health-providers/${SLUG}`)).toContain(escaped(original.brief ?? ''))
    const draft = `${original.brief ?? ''} (مسودة ${Date.now()})`
    const saved = await patch(editor.token, original.id, 'locale=ar&draft=true', { brief: draft })
    expect(saved._status).toBe('draft')
    expect(saved.brief).toBe(draft)
    // Give an (unwanted) announcement time to arrive: nothing may change.
    await new Promise((r) => setTimeout(r, 500))

    expect((await siteRead(SLUG, 'ar'))?.brief, 'the site, anonymous').toBe(original.brief)
    expect((await siteRead(SLUG, 'ar', patient.token))?.brief, 'a signed-in patient').toBe(original.brief)
    for (const token of [undefined, patient.token]) {
      const asked = await gql<{ Providers: { docs: Provider[] } }>(
        PROVIDER,
        { slug: SLUG, locale: 'ar', draft: true },
        token,
      )
      expect(asked.data?.Providers.docs[0]?.brief ?? null, 'asking GraphQL for drafts').not.toBe(draft)
      const byId = await rest('GET', `/providers/${original.id}?locale=ar&draft=true&depth=0`, { token })
      expect(byId.body?.brief ?? null, 'asking REST for drafts').not.toBe(draft)
    }
    const rendered = await page(`/ar/health-providers/${SLUG}`)
    expect(rendered).toContain(escaped(original.brief ?? ''))
    expect(rendered).not.toContain(escaped(draft))

    // Versions are the editors': a patient sees none, the editor sees the draft.
    const theirs = await rest('GET', `/providers/versions?where[parent][equals]=${original.id}&locale=ar`, {
      token: patient.token,
    })
    expect(theirs.status).toBe(403)
    const mine = await rest(
      'GET',
      `/providers/versions?where[parent][equals]=${original.id}&locale=ar&sort=-updatedAt`,
      {
        token: editor.token,
      },
    )
    expect(mine.status).toBe(200)
    expect(mine.body.docs[0].version.brief).toBe(draft)

    // Publishing shows it on the next reads, in the GraphQL answers and the rendered page.
    await patch(editor.token, original.id, 'locale=ar', { _status: 'published' })
    expect(await eventually(async () => (await siteRead(SLUG, 'ar'))?.brief === draft), 'published').toBe(true)
    expect(await eventually(async () => (await page(`/ar/health-providers/${SLUG}`)).includes(escaped(draft)))).toBe(
      true,
    )
  })

  test('a provider never published is not listed, not in the sitemap and has no page of its own', async () => {
    const slug = `draft-clinic-${Date.now()}`
    const created = await rest('POST', '/providers?locale=en&draft=true', {
      token: editor.token,
      body: { name: 'Draft Clinic', slug },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as number
    try {
      expect(await siteRead(slug, 'en')).toBeNull()
      expect(await siteRead(slug, 'en', patient.token)).toBeNull()
      const listed = await gql<{ Providers: { docs: { slug: string }[] } }>(
        `{ Providers(limit: 100) { docs { slug } } }`,
      )
      expect(listed.data.Providers.docs.map((p) => p.slug)).not.toContain(slug)
      expect(await page('/sitemap.xml')).not.toContain(slug)
      expect(await page(`/en/health-providers/${slug}`)).not.toContain('Draft Clinic')

      await patch(editor.token, id, 'locale=en', { _status: 'published' })
      expect(await eventually(async () => (await siteRead(slug, 'en'))?.slug === slug)).toBe(true)
      expect(await eventually(async () => (await page('/sitemap.xml')).includes(slug)), 'in the sitemap').toBe(true)
    } finally {
      expect((await rest('DELETE', `/providers/${id}`, { token: editor.token })).status).toBe(200)
    }
  })

  test('a global (the footer) keeps its published text while a draft is saved', async () => {
    const FOOTER = `query Footer($locale: LocaleInputType, $draft: Boolean) {
      Footer(locale: $locale, draft: $draft) { copyright }
    }`
    const read = async (draft?: boolean) =>
      (await gql<{ Footer: { copyright: string | null } }>(FOOTER, { locale: 'en', draft })).data.Footer.copyright
    const published = await read()
    const res = await rest('POST', '/globals/footer?locale=en&draft=true', {
      token: editor.token,
      body: { copyright: `${published} (draft)` },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    try {
      expect(await read()).toBe(published)
      expect(await read(true)).not.toBe(`${published} (draft)`)
      const versions = await rest('GET', '/globals/footer/versions', { token: patient.token })
      expect(versions.status).toBe(403)
    } finally {
      const back = await rest('POST', '/globals/footer?locale=en', {
        token: editor.token,
        body: { copyright: published, _status: 'published' },
      })
      expect(back.status).toBe(200)
    }
  })

  test("one language is published while the other's draft keeps waiting (the panel's Publish in English)", async () => {
    // What is live now (an earlier test may have published its own text).
    const arabicLive = (await siteRead(SLUG, 'ar'))?.brief ?? null
    const englishDraft = `${english.brief ?? ''} (en ${Date.now()})`
    const arabicDraft = `${original.brief ?? ''} (ar ${Date.now()})`
    await patch(editor.token, original.id, 'locale=ar&draft=true', { brief: arabicDraft })
    await patch(editor.token, original.id, 'locale=en&draft=true', { brief: englishDraft })
    try {
      const published = await patch(editor.token, original.id, 'locale=en&publishSpecificLocale=en', {
        brief: englishDraft,
        _status: 'published',
      })
      expect(published._status).toBe('published')
      expect(
        await eventually(async () => (await siteRead(SLUG, 'en'))?.brief === englishDraft),
        'English is live',
      ).toBe(true)
      expect((await siteRead(SLUG, 'ar'))?.brief, 'the Arabic page keeps its published text').toBe(arabicLive)
      const waiting = await rest('GET', `/providers/${original.id}?locale=ar&draft=true&depth=0`, {
        token: editor.token,
      })
      expect(waiting.body.brief, 'the Arabic draft is kept for the editor').toBe(arabicDraft)

      await patch(editor.token, original.id, 'locale=ar', { _status: 'published' })
      expect(await eventually(async () => (await siteRead(SLUG, 'ar'))?.brief === arabicDraft), 'then Arabic').toBe(
        true,
      )
    } finally {
      await patch(editor.token, original.id, 'locale=ar', { brief: original.brief, _status: 'published' })
      await patch(editor.token, original.id, 'locale=en', { brief: english.brief, _status: 'published' })
    }
  })

  test('an earlier version can be restored', async () => {
    const first = `${english.brief ?? ''} (first ${Date.now()})`
    const second = `${english.brief ?? ''} (second ${Date.now()})`
    await patch(editor.token, original.id, 'locale=en', { brief: first, _status: 'published' })
    await patch(editor.token, original.id, 'locale=en', { brief: second, _status: 'published' })
    const versions = await rest(
      'GET',
      `/providers/versions?where[parent][equals]=${original.id}&locale=en&sort=-updatedAt&limit=10`,
      { token: editor.token },
    )
    const earlier = (versions.body.docs as { id: number; version: { brief: string } }[]).find(
      (v) => v.version.brief === first,
    )
    expect(earlier, 'the first publication is kept as a version').toBeDefined()
    const restored = await rest('POST', `/providers/versions/${earlier!.id}?locale=en`, { token: editor.token })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(await eventually(async () => (await siteRead(SLUG, 'en'))?.brief === first), 'restored').toBe(true)
    await patch(editor.token, original.id, 'locale=en', { brief: english.brief, _status: 'published' })
  })

  test('a publication scheduled a moment ahead is done by the worker, not before', async () => {
    const scheduled = `${english.brief ?? ''} (scheduled ${Date.now()})`
    await patch(editor.token, original.id, 'locale=en&draft=true', { brief: scheduled })
    const payload = await localPayload()
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'providers', value: original.id } },
      waitUntil: new Date(Date.now() + 1_500),
    })
    expect((await siteRead(SLUG, 'en'))?.brief, 'not before its time').not.toBe(scheduled)
    const until = Date.now() + 15_000
    let seen = false
    while (!seen && Date.now() < until) {
      seen = (await siteRead(SLUG, 'en'))?.brief === scheduled
      if (!seen) await new Promise((r) => setTimeout(r, 200))
    }
    expect(seen, 'published by the worker at its time').toBe(true)
    await patch(editor.token, original.id, 'locale=en', { brief: english.brief, _status: 'published' })
  })
})
