/**
 * The CMS panel as staff and patients meet it: the login in the browser's language (Arabic is
 * right to left), the seeded admin editing a provider's Arabic name, a patient turned away.
 */
import { expect, test } from './fixtures'
import { langOf } from './site-helpers'

const ADMIN = { email: 'admin@medtour.local', password: 'Admin!2345' }
const isArabic = (name: string) => name === 'ar'

const logIn = async (page: import('@playwright/test').Page, email: string, password: string) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('form button[type="submit"]').click()
}

test('the login page speaks the browser language', { tag: '@each-language' }, async ({ page }, info) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  const html = page.locator('html')
  if (isArabic(langOf(info))) {
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(html).toHaveAttribute('dir', /rtl/i)
    await expect(page.locator('form button[type="submit"]')).toHaveText(/تسجيل الدخول/)
    await expect(page.getByText('السياحة العلاجية في تركيا')).toBeVisible()
  } else {
    await expect(html).toHaveAttribute('lang', 'en')
    await expect(html).toHaveAttribute('dir', /ltr/i)
    await expect(page.locator('form button[type="submit"]')).toHaveText(/Login/i)
    await expect(page.getByText('Medical Tourism Turkey', { exact: true })).toBeVisible()
  }
})

test("the seeded admin edits a provider's Arabic name", async ({ page, request }, info) => {
  const suffix = ` (${info.project.name} e2e)`
  const find = async (locale: 'en' | 'ar') => {
    const res = await request.get(`/api/providers?where[slug][equals]=estethica&locale=${locale}&depth=0`)
    return (await res.json()).docs[0] as { id: number; name: string }
  }
  const before = await find('ar')
  const english = (await find('en')).name

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/providers/${before.id}?locale=ar`)
  const name = page.locator('#field-name')
  await expect(name).toHaveValue(before.name)
  await name.fill(before.name + suffix)
  await page.locator('#action-save').click()
  await expect.poll(async () => (await find('ar')).name).toBe(before.name + suffix)
  expect((await find('en')).name).toBe(english)

  // Put it back through the panel as well.
  await page.reload()
  await expect(name).toHaveValue(before.name + suffix)
  await name.fill(before.name)
  await page.locator('#action-save').click()
  await expect.poll(async () => (await find('ar')).name).toBe(before.name)
})

test('a patient is turned away from the panel', async ({ page, request }) => {
  const email = `patient-${Date.now()}@test.medtour.local`
  const password = 'Patient!2345'
  const admin = await request.post('/api/users/login', { data: ADMIN })
  const token = (await admin.json()).token as string
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password, roles: ['ROLE_USER'], _verified: true },
  })
  expect(created.status()).toBe(201)

  await logIn(page, email, password)
  await expect(page.locator('.unauthorized')).toBeVisible()
  await expect(page.locator('nav')).toHaveCount(0)
})
