/**
 * Drafts in the panel (issue 19): marketing edits a provider's text in the document's language;
 * autosave keeps it as a draft, which the public page does not show; Publish shows it on the
 * next load. The page's language is the project's (Arabic edits right to left).
 */
import { expect, test } from './fixtures'
import { MODERATOR, panelLogIn } from './journey-helpers'
import { langOf } from './site-helpers'

const SLUG = 'medical-park'

test(
  "a provider's draft stays off the public page until it is published",
  { tag: '@each-language' },
  async ({ page, request }, info) => {
    const locale = langOf(info)
    const login = await request.post('/api/users/login', { data: MODERATOR })
    const headers = { Authorization: `JWT ${(await login.json()).token as string}` }
    const found = await request.get(`/api/providers?where[slug][equals]=${SLUG}&locale=${locale}&depth=0`, { headers })
    const before = (await found.json()).docs[0] as { id: number; brief: string }
    const draft = `${before.brief} (${locale} draft ${Date.now()})`
    const latestDraft = async () => {
      const res = await request.get(
        `/api/providers/versions?where[parent][equals]=${before.id}&sort=-updatedAt&limit=1&locale=${locale}`,
        { headers },
      )
      return ((await res.json()).docs[0]?.version?.brief ?? null) as string | null
    }

    try {
      await panelLogIn(page, MODERATOR)
      await page.goto(`/admin/collections/providers/${before.id}?locale=${locale}`)
      // The panel reopens the tab last used: the short text is under Content.
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Content|المحتوى)$/, exact: true })
        .click()
      const brief = page.locator('#field-brief')
      await expect(brief).toHaveValue(before.brief)
      await brief.fill(draft)
      // Autosave keeps it as a draft within seconds; no button is pressed.
      await expect.poll(latestDraft, { timeout: 15_000 }).toBe(draft)

      const site = await page.context().newPage()
      await site.goto(`/${locale}/health-providers/${SLUG}`)
      await expect(site.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(site.getByText(before.brief, { exact: true }).first()).toBeVisible()
      await expect(site.getByText(draft)).toHaveCount(0)

      await page.locator('#action-save').click()
      await expect
        .poll(
          async () => {
            await site.reload()
            return site.getByText(draft, { exact: true }).count()
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0)
    } finally {
      const back = await request.patch(`/api/providers/${before.id}?locale=${locale}`, {
        headers,
        data: { brief: before.brief, _status: 'published' },
      })
      expect(back.status()).toBe(200)
    }
  },
)
