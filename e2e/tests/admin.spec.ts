/**
 * The admin area (ROLE_ADMIN only): the seeded admin manages doctors and specialities through the
 * tables and forms, and what the server stores and the public site shows follows. Every record a
 * test changes is one it created (seeded data stays as other journeys expect it).
 */
import { randomInt } from 'node:crypto'

import { type APIRequestContext, type Locator, type Page, expect, test } from './fixtures'

import { ADMIN, apiLogin, createPatient, files, signIn } from './journey-helpers'
import { ARABIC, type Lang, assertLanguageClean, expectDirection, gql, langOf, watchConsole } from './site-helpers'

const L = {
  en: {
    area: 'Admin area',
    tables: 'Admin tables',
    doctors: 'Doctors',
    specialities: 'Specialities',
    add: 'Add',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    active: 'Active',
    search: 'Search',
    name: 'Name',
    slug: 'Slug',
    speciality: 'Speciality',
    provider: 'Health provider',
    photo: 'Photo: Image file',
    currentImage: 'The current image',
    addHours: 'Add working hours',
    contentLanguage: 'Content language',
    addDoctor: 'Add a doctor',
    editSpeciality: 'Edit speciality',
    added: 'was added.',
    inactive: 'is inactive now.',
    deleted: 'was deleted.',
    saved: 'were saved.',
    confirm: 'Delete this record?',
  },
  ar: {
    area: 'منطقة الإدارة',
    tables: 'جداول الإدارة',
    doctors: 'الأطباء',
    specialities: 'التخصصات',
    add: 'إضافة',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    active: 'نشط',
    search: 'بحث',
    name: 'الاسم',
    slug: 'الاسم في الرابط',
    speciality: 'التخصص',
    provider: 'مقدم الرعاية الصحية',
    photo: 'الصورة الشخصية: ملف الصورة',
    currentImage: 'الصورة الحالية',
    addHours: 'إضافة ساعات عمل',
    contentLanguage: 'لغة المحتوى',
    addDoctor: 'إضافة طبيب',
    editSpeciality: 'تعديل التخصص',
    added: 'أُضيف',
    inactive: 'غير نشط الآن.',
    deleted: 'حُذف',
    saved: 'حُفظت تغييراتك',
    confirm: 'حذف هذا السجل؟',
  },
} as const

/** A record's unique mark: digits only, so an Arabic page's check for English words never reads it as one. */
const tag = () => String(randomInt(100_000_000, 1_000_000_000))
/**
 * Arabic UI in the admin area: its headings, labels, buttons, table headers and alerts carry no
 * English words (the app bar shows the admin's own name, which is data).
 */
async function assertArabicAdminUi(page: Page) {
  const ui = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main :is(h1, h2, label, legend, button, th, [role="alert"])'))
      .map((el) => (el as HTMLElement).innerText)
      .join('\n'),
  )
  expect(ui).toMatch(ARABIC)
  const latin = ui.match(/\b(?!ISO\b)[A-Za-z]{3,}\b/g) ?? []
  expect(latin, `English UI words on an Arabic page: ${latin.join(', ')}`).toEqual([])
}

interface Doc {
  id: number
  name: string
  slug: string
  active: boolean
  photo?: number | null
  workingHours?: { day: string; start: string; end: string }[]
}

/** The booking API as the admin (what the server stored). */
async function adminApi(request: APIRequestContext) {
  const { accessToken } = await apiLogin(request, ADMIN.email, ADMIN.password)
  const headers = { authorization: `Bearer ${accessToken}` }
  return {
    headers,
    get: async (path: string) => request.get(`/api/v1${path}`, { headers }),
    json: async <T>(path: string) => {
      const res = await request.get(`/api/v1${path}`, { headers })
      expect(res.status(), await res.text()).toBe(200)
      return (await res.json()) as { content: T; totalElements?: number }
    },
    post: async (path: string, data: unknown) => request.post(`/api/v1${path}`, { headers, data }),
    put: async (path: string, data: unknown) => request.put(`/api/v1${path}`, { headers, data }),
    remove: async (path: string) => request.delete(path.startsWith('/api/') ? path : `/api/v1${path}`, { headers }),
  }
}

const rowWith = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) })
/** The active switch of a row (its visible control carries the state). */
const switchOf = (row: Locator, name: string) =>
  row.locator('label', { has: row.page().getByRole('checkbox', { name }) })

async function openTable(page: Page, lang: Lang, resource: string, title: string) {
  await page.goto(`/${lang}/admin/${resource}`)
  await expect(page.getByRole('heading', { level: 1, name: L[lang].area })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(page.getByTestId('admin-list-loading')).toHaveCount(0)
}

test('the admin lists the doctors, then adds, switches off and deletes one', async ({ page }, info) => {
  test.setTimeout(180_000)
  const lang = langOf(info)
  const l = L[lang]
  const watch = watchConsole(page)
  const api = await adminApi(page.request)
  const id = tag()
  const name = lang === 'ar' ? `طبيب تجريبي ${id}` : `E2E Doctor ${id}`
  const slug = `e2e-doctor-${lang}-${id}`
  let created: Doc | undefined

  try {
    await signIn(page, ADMIN.email, ADMIN.password, lang)
    await openTable(page, lang, 'doctors', l.doctors)
    await expectDirection(page, lang)

    // The first page shows the server's doctors in its order, names in the site language.
    const stored = await api.json<Doc[]>(`/admin/doctors?size=500&page=0&locale=${lang}`)
    expect(stored.content.length).toBeGreaterThanOrEqual(9)
    const nameCells = page.locator('tbody tr td:nth-child(3)')
    await expect(nameCells).toHaveText(stored.content.slice(0, 10).map((d) => d.name))
    await expect(page.getByTestId('record-count')).toContainText(String(stored.content.length))
    if (lang === 'ar') await assertArabicAdminUi(page)
    else await assertLanguageClean(page, lang)

    // Add a doctor through the form, with a photo and working hours.
    await page.getByRole('button', { name: l.add, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: l.addDoctor })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: l.name, exact: true }).fill(name)
    await dialog.getByRole('textbox', { name: l.slug, exact: true }).fill(slug)
    await dialog.getByRole('combobox', { name: l.speciality, exact: true }).selectOption({ index: 1 })
    await dialog.getByRole('combobox', { name: l.provider, exact: true }).selectOption({ index: 1 })
    await dialog.getByLabel(l.photo).setInputFiles(files.png)
    await expect(dialog.getByRole('img', { name: l.currentImage })).toHaveAttribute('src', /\/api\/media\/file\//)
    await dialog.getByRole('button', { name: l.addHours }).click()
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/admin/doctors') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: l.add, exact: true }).click(),
    ])
    expect(post.status(), await post.text()).toBe(201)
    created = (await post.json()).content as Doc
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('alert')).toContainText(l.added)
    if (lang === 'ar') await assertArabicAdminUi(page)

    const saved = (await api.json<Doc>(`/admin/doctors/${created.id}?locale=${lang}`)).content
    expect(saved).toMatchObject({
      name,
      slug,
      active: true,
      workingHours: [{ day: 'mon', start: '09:00', end: '17:00' }],
    })
    expect(typeof saved.photo).toBe('number')
    const publicDoctor = () =>
      gql<{ Doctors: { docs: { id: number }[] } }>(
        page.request,
        `query($slug: String!) { Doctors(where: { slug: { equals: $slug }, active: { equals: true } }) { docs { id } } }`,
        { slug },
      )
    expect((await publicDoctor()).Doctors.docs).toHaveLength(1)

    // Switch it off: the row, the server and the public list follow.
    await page.getByLabel(l.search).fill(id)
    const row = rowWith(page, name)
    await expect(row).toHaveCount(1)
    await expect(switchOf(row, l.active)).toHaveAttribute('data-state', 'checked')
    await switchOf(row, l.active).click()
    await expect(page.getByRole('alert')).toContainText(l.inactive)
    await page.reload()
    await page.getByLabel(l.search).fill(id)
    await expect(switchOf(rowWith(page, name), l.active)).toHaveAttribute('data-state', 'unchecked')
    expect((await api.json<Doc>(`/admin/doctors/${created.id}`)).content.active).toBe(false)
    expect((await publicDoctor()).Doctors.docs).toHaveLength(0)

    // Delete it after confirming.
    await rowWith(page, name).getByRole('button', { name: l.delete }).click()
    const confirm = page.getByRole('alertdialog', { name: l.confirm })
    await confirm.getByRole('button', { name: l.delete }).click()
    await expect(page.getByRole('alert')).toContainText(l.deleted)
    await expect(rowWith(page, name)).toHaveCount(0)
    expect((await api.get(`/admin/doctors/${created.id}`)).status()).toBe(404)
    if (saved.photo) await api.remove(`/api/media/${saved.photo}`)
    created = undefined
    watch.assertClean()
  } finally {
    if (created) {
      const left = (await api.get(`/admin/doctors/${created.id}`)).ok()
        ? ((await (await api.get(`/admin/doctors/${created.id}`)).json()).content as Doc)
        : null
      await api.remove(`/admin/doctors/${created.id}`)
      if (left?.photo) await api.remove(`/api/media/${left.photo}`)
    }
  }
})

/**
 * What only the Arabic admin area shows (the journey above runs in English): the doctors' Arabic
 * names, an interface without English words, and a doctor added from it stored under its Arabic name.
 */
test(
  'in Arabic: the doctors table names them in Arabic, speaks Arabic, and stores an added doctor in Arabic',
  { tag: '@ar-only' },
  async ({ page }) => {
    test.setTimeout(120_000)
    const l = L.ar
    const watch = watchConsole(page)
    const api = await adminApi(page.request)
    const id = tag()
    const name = `طبيب تجريبي ${id}`
    const slug = `e2e-doctor-ar-only-${id}`
    let created: Doc | undefined

    try {
      await signIn(page, ADMIN.email, ADMIN.password, 'ar')
      await openTable(page, 'ar', 'doctors', l.doctors)
      const stored = await api.json<Doc[]>('/admin/doctors?size=500&page=0&locale=ar')
      await expect(page.locator('tbody tr td:nth-child(3)')).toHaveText(stored.content.slice(0, 10).map((d) => d.name))
      await expect(page.getByTestId('record-count')).toContainText(String(stored.content.length))
      await assertArabicAdminUi(page)

      await page.getByRole('button', { name: l.add, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: l.addDoctor })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('textbox', { name: l.name, exact: true }).fill(name)
      await dialog.getByRole('textbox', { name: l.slug, exact: true }).fill(slug)
      await dialog.getByRole('combobox', { name: l.speciality, exact: true }).selectOption({ index: 1 })
      await dialog.getByRole('combobox', { name: l.provider, exact: true }).selectOption({ index: 1 })
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/v1/admin/doctors') && r.request().method() === 'POST'),
        dialog.getByRole('button', { name: l.add, exact: true }).click(),
      ])
      expect(post.status(), await post.text()).toBe(201)
      created = (await post.json()).content as Doc
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('alert')).toContainText(l.added)
      await assertArabicAdminUi(page)
      expect((await api.json<Doc>(`/admin/doctors/${created.id}?locale=ar`)).content).toMatchObject({ name, slug })
      watch.assertClean()
    } finally {
      if (created) await api.remove(`/admin/doctors/${created.id}`)
    }
  },
)

test("a speciality's Arabic name is written and read back in Arabic", async ({ page }, info) => {
  test.setTimeout(120_000)
  const lang = langOf(info)
  const l = L[lang]
  const api = await adminApi(page.request)
  const id = tag()
  const english = `E2E Speciality ${id}`
  const arabic = `تخصص تجريبي ${id}`
  const res = await api.post('/admin/specialities?locale=en', {
    name: english,
    slug: `e2e-speciality-${lang}-${id}`,
    order: 9000,
  })
  expect(res.status(), await res.text()).toBe(201)
  const speciality = (await res.json()).content as Doc

  try {
    await signIn(page, ADMIN.email, ADMIN.password, lang)
    await openTable(page, lang, 'specialities', l.specialities)
    await page.getByLabel(l.search).fill(id)
    // Without an Arabic name yet, Arabic reads fall back to English.
    await rowWith(page, english).getByRole('button', { name: l.edit }).click()
    const dialog = page.getByRole('dialog', { name: l.editSpeciality })
    await dialog.getByLabel(l.contentLanguage).selectOption('ar')
    await expect(dialog.getByRole('textbox', { name: l.name, exact: true })).toHaveValue(english)
    await dialog.getByRole('textbox', { name: l.name, exact: true }).fill(arabic)
    const [put] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes(`/api/v1/admin/specialities/${speciality.id}?`) && r.request().method() === 'PUT',
      ),
      dialog.getByRole('button', { name: l.save }).click(),
    ])
    expect(put.status()).toBe(200)
    expect(JSON.parse(put.request().postData()!)).toEqual({ name: arabic })
    await expect(page.getByRole('alert')).toContainText(l.saved)

    expect((await api.json<Doc>(`/admin/specialities/${speciality.id}?locale=ar`)).content.name).toBe(arabic)
    expect((await api.json<Doc>(`/admin/specialities/${speciality.id}?locale=en`)).content.name).toBe(english)

    // The table shows the site language's name; the form reads each language back.
    await expect(rowWith(page, lang === 'ar' ? arabic : english)).toHaveCount(1)
    await rowWith(page, lang === 'ar' ? arabic : english)
      .getByRole('button', { name: l.edit })
      .click()
    const again = page.getByRole('dialog', { name: l.editSpeciality })
    await expect(again.getByRole('textbox', { name: l.name, exact: true })).toHaveValue(
      lang === 'ar' ? arabic : english,
    )
    await again.getByLabel(l.contentLanguage).selectOption(lang === 'ar' ? 'en' : 'ar')
    await expect(again.getByRole('textbox', { name: l.name, exact: true })).toHaveValue(
      lang === 'ar' ? english : arabic,
    )
  } finally {
    await api.remove(`/admin/specialities/${speciality.id}`)
  }
})

test(
  'in Arabic: the specialities table falls back to the English name, then shows the Arabic one, and so does its form',
  { tag: '@ar-only' },
  async ({ page }) => {
    test.setTimeout(120_000)
    const l = L.ar
    const api = await adminApi(page.request)
    const id = tag()
    const english = `E2E Speciality ${id}`
    const arabic = `تخصص تجريبي ${id}`
    const res = await api.post('/admin/specialities?locale=en', {
      name: english,
      slug: `e2e-speciality-ar-only-${id}`,
      order: 9000,
    })
    expect(res.status(), await res.text()).toBe(201)
    const speciality = (await res.json()).content as Doc

    try {
      await signIn(page, ADMIN.email, ADMIN.password, 'ar')
      // No Arabic name yet: the Arabic table shows the English one.
      await openTable(page, 'ar', 'specialities', l.specialities)
      await page.getByLabel(l.search).fill(id)
      await expect(rowWith(page, english)).toHaveCount(1)

      const put = await api.put(`/admin/specialities/${speciality.id}?locale=ar`, { name: arabic })
      expect(put.status(), await put.text()).toBe(200)
      await openTable(page, 'ar', 'specialities', l.specialities)
      await page.getByLabel(l.search).fill(id)
      await expect(rowWith(page, arabic)).toHaveCount(1)
      await rowWith(page, arabic).getByRole('button', { name: l.edit }).click()
      const dialog = page.getByRole('dialog', { name: l.editSpeciality })
      await expect(dialog.getByRole('textbox', { name: l.name, exact: true })).toHaveValue(arabic)
      await dialog.getByLabel(l.contentLanguage).selectOption('en')
      await expect(dialog.getByRole('textbox', { name: l.name, exact: true })).toHaveValue(english)
    } finally {
      await api.remove(`/admin/specialities/${speciality.id}`)
    }
  },
)

test('a patient and an anonymous visitor are sent to the language root', async ({ page }, info) => {
  const lang = langOf(info)
  await page.goto(`/${lang}/admin/doctors`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`))
  await expect(page.getByRole('heading', { level: 1, name: L[lang].area })).toHaveCount(0)

  const patient = await createPatient(page.request, lang)
  await signIn(page, patient.email, patient.password, lang)
  await page.goto(`/${lang}/admin/doctors`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`))
  await page.goto(`/${lang}/admin`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`))
  await expectDirection(page, lang)
})

test('the admin reaches tables in any letter case; unknown admin paths go to the language root', async ({
  page,
}, info) => {
  const lang = langOf(info)
  await signIn(page, ADMIN.email, ADMIN.password, lang)
  await page.goto(`/${lang}/admin`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/specialities$`))
  await expect(page.getByRole('heading', { level: 2, name: L[lang].specialities })).toBeVisible()
  await page.goto(`/${lang}/admin/Doctors`)
  await expect(page.getByRole('heading', { level: 2, name: L[lang].doctors })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: L[lang].tables }).getByRole('link', { name: L[lang].doctors }),
  ).toHaveAttribute('aria-current', 'page')
  await page.goto(`/${lang}/admin/no-such-table`)
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`))
  await expectDirection(page, lang)
})
