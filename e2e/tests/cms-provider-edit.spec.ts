/**
 * A provider's text changed through Payload shows on the site's next load, without a rebuild, and
 * the restored text after it. It changes a page every other test may read, so it runs in the
 * serial projects (e2e/playwright.config.ts: `cms-*.spec.ts`).
 */
import { expect, test } from './fixtures'

import { settled } from './site-helpers'

test(
  "a provider's Arabic text changed through Payload shows on reload, then is restored",
  { tag: '@ar-only' },
  async ({ page, request }) => {
    const login = await request.post('/api/users/login', {
      data: { email: 'admin@medtour.local', password: 'Admin!2345' },
    })
    expect(login.ok()).toBeTruthy()
    const { token } = await login.json()
    const headers = { Authorization: `JWT ${token}` }
    const found = await request.get('/api/providers?where[slug][equals]=dunyagoz&locale=ar&depth=0', { headers })
    const before = (await found.json()).docs[0] as { id: number; brief: string }
    const changed = `${before.brief} — نص تجريبي ${Date.now()}`
    try {
      const patch = await request.patch(`/api/providers/${before.id}?locale=ar`, { headers, data: { brief: changed } })
      expect(patch.ok()).toBeTruthy()
      await page.goto('/ar/health-providers/dunyagoz')
      await settled(page)
      await page.reload()
      await settled(page)
      await expect(page.getByText(changed)).toBeVisible()
    } finally {
      const restore = await request.patch(`/api/providers/${before.id}?locale=ar`, {
        headers,
        data: { brief: before.brief },
      })
      expect(restore.ok()).toBeTruthy()
    }
    await page.reload()
    await settled(page)
    await expect(page.getByText(before.brief)).toBeVisible()
  },
)
