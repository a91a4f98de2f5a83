import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { settle } from '../../test/render'
import { bodyRows, fakeApi, on, page, renderResource, rowOf } from './testKit'

const speciality = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: null,
  image: null,
  order: id,
  active: true,
  ...extra,
})

jest.setTimeout(30_000)

afterEach(() => jest.restoreAllMocks())

describe('admin table', () => {
  it('lists the records of the site language, with thumbnails', async () => {
    const api = fakeApi(
      on(
        'GET',
        '/api/v1/admin/specialities',
        page([speciality(1, 'Cardiology', { image: 7 }), speciality(2, 'Eye Care')]),
      ),
      on('GET', '/api/media', {
        body: {
          docs: [{ id: 7, url: 'http://localhost:3000/api/media/file/heart.jpg', sizes: { thumbnail: { url: null } } }],
        },
      }),
    )
    await renderResource('specialities')
    await screen.findByText('Cardiology')
    expect(screen.getByRole('heading', { level: 2, name: 'Specialities' })).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(2)
    const [list] = api.find('GET', '/api/v1/admin/specialities')
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({ size: '500', page: '0', locale: 'en' })
    expect(list!.url.searchParams.has('q')).toBe(false)
    await waitFor(() =>
      expect(rowOf('Cardiology').querySelector('img')).toHaveAttribute('src', '/api/media/file/heart.jpg'),
    )
    expect(api.find('GET', '/api/media')[0]!.url.searchParams.get('where[id][in]')).toBe('7')
    expect(screen.getByTestId('record-count')).toHaveTextContent('Records: 2')
  })

  it("shows 'no data found' for an empty table and searches with q after a pause", async () => {
    const api = fakeApi(
      on('GET', '/api/v1/admin/countries', (call) =>
        page(call.url.searchParams.get('q') === 'jo' ? [{ id: 5, name: 'Jordan', isoCode: 'JO', active: true }] : []),
      ),
    )
    await renderResource('countries')
    expect(await screen.findByText('No data found')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'j' } })
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'jo' } })
    await screen.findByText('Jordan')
    // One call for the typing pause, not one per key
    expect(api.find('GET', '/api/v1/admin/countries').map((c) => c.url.searchParams.get('q'))).toEqual([null, 'jo'])
  })

  it('shows pagination only with more than one page', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => speciality(i + 1, `Speciality ${i + 1}`))
    fakeApi(on('GET', '/api/v1/admin/specialities', page(rows.slice(0, 10))))
    const first = await renderResource('specialities')
    await screen.findByText('Speciality 10')
    expect(screen.queryByTestId('pagination')).toBeNull()
    first.unmount()
    jest.restoreAllMocks()
    fakeApi(on('GET', '/api/v1/admin/specialities', page(rows)))
    await renderResource('specialities')
    await screen.findByText('Speciality 1')
    expect(screen.getByTestId('pagination')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }))
    expect(bodyRows()).toHaveLength(1)
    expect(screen.getByText('Speciality 11')).toBeInTheDocument()
  })

  it('switches a record off with PUT …/active and updates the row', async () => {
    const api = fakeApi(
      on('GET', '/api/v1/admin/specialities', page([speciality(1, 'Cardiology'), speciality(2, 'Eye Care')])),
      // The toggle answers in English whatever the list's language
      on('PUT', '/api/v1/admin/specialities/2/active', (call) => ({
        body: {
          message: 'UPDATED',
          content: speciality(2, 'Eye Care EN', { active: (call.body as { active: boolean }).active }),
        },
      })),
    )
    await renderResource('specialities')
    const toggle = within(await screen.findByRole('row', { name: /Eye Care/ })).getByRole('checkbox', {
      name: 'Active: Eye Care',
    })
    expect(toggle).toBeChecked()
    fireEvent.click(toggle)
    await waitFor(() => expect(api.find('PUT', '/api/v1/admin/specialities/2/active')).toHaveLength(1))
    expect(api.find('PUT', '/api/v1/admin/specialities/2/active')[0]!.body).toEqual({ active: false })
    await waitFor(() =>
      expect(within(rowOf('Eye Care')).getByRole('checkbox', { name: 'Active: Eye Care' })).not.toBeChecked(),
    )
    expect(screen.getByText('Eye Care')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Switched off')
    expect(screen.getByRole('alert')).toHaveTextContent('“Eye Care” is inactive now.')
  })

  it('keeps the row and says why when the toggle is refused (SELF_LOCKOUT)', async () => {
    fakeApi(
      on(
        'GET',
        '/api/v1/admin/users',
        page([
          {
            id: 1,
            email: 'admin@medtour.local',
            firstName: 'Portal',
            lastName: 'Admin',
            roles: ['ROLE_ADMIN'],
            active: true,
            verified: true,
          },
        ]),
      ),
      on('GET', '/api/v1/admin/countries', page([])),
      on('PUT', '/api/v1/admin/users/1/active', { status: 409, body: { message: 'SELF_LOCKOUT' } }),
    )
    await renderResource('users', 'ar')
    const toggle = within(await screen.findByRole('row', { name: /admin@medtour.local/ })).getByRole('checkbox', {
      name: /^نشط، /,
    })
    fireEvent.click(toggle)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveAttribute('data-status', 'error')
    expect(alert).toHaveTextContent('لا يمكنك تعطيل حساب المشرف الخاص بك أو حذفه أو سحب صلاحياته.')
    await settle()
    // The switch shows the stored state (the hidden input's DOM property is Ark's business)
    expect(toggle.closest('label')).toHaveAttribute('data-state', 'checked')
    expect(within(rowOf('admin@medtour.local')).getByText('مدير')).toBeInTheDocument()
  })

  it('deletes after confirmation and removes the row', async () => {
    const api = fakeApi(
      on('GET', '/api/v1/admin/specialities', page([speciality(1, 'Cardiology'), speciality(2, 'Eye Care')])),
      on('DELETE', '/api/v1/admin/specialities/2', { body: { message: 'DELETED', content: { id: 2 } } }),
    )
    await renderResource('specialities')
    fireEvent.click(
      within(await screen.findByRole('row', { name: /Eye Care/ })).getByRole('button', { name: 'Delete Eye Care' }),
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('“Eye Care” will be deleted for good.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.find('DELETE', '/api/v1/admin/specialities/2')).toHaveLength(0)

    fireEvent.click(within(rowOf('Eye Care')).getByRole('button', { name: 'Delete Eye Care' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Eye Care', { selector: 'td *' })).toBeNull())
    expect(api.find('DELETE', '/api/v1/admin/specialities/2')).toHaveLength(1)
    expect(bodyRows()).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent('“Eye Care” was deleted.')
  })

  it('explains IN_USE in Arabic with what uses the record', async () => {
    fakeApi(
      on('GET', '/api/v1/admin/specialities', page([speciality(1, 'أمراض القلب')])),
      on('DELETE', '/api/v1/admin/specialities/1', {
        status: 409,
        body: {
          message: 'IN_USE',
          errors: [
            { field: 'doctors', defaultMessage: 'Used by 3 doctors.' },
            { field: 'treatments', defaultMessage: 'Used by 2 treatments.' },
          ],
        },
      }),
    )
    await renderResource('specialities', 'ar')
    fireEvent.click(
      within(await screen.findByRole('row', { name: /أمراض القلب/ })).getByRole('button', { name: /^حذف أمراض القلب/ }),
    )
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveAttribute('data-status', 'error')
    expect(alert).toHaveTextContent('هذا السجل مستخدم في سجلات أخرى ولا يمكن حذفه.')
    expect(alert).toHaveTextContent('تستخدمه: الأطباء (3)، العلاجات (2).')
    expect(screen.getByText('أمراض القلب')).toBeInTheDocument()
  })

  it('shows the failure and a retry when the list cannot be loaded', async () => {
    let fail = true
    fakeApi(
      on('GET', '/api/v1/admin/cities', () =>
        fail
          ? { status: 500, body: { message: 'INTERNAL_ERROR' } }
          : page([{ id: 1, name: 'Istanbul', country: 3, active: true }]),
      ),
      on('GET', '/api/v1/admin/countries', page([{ id: 3, name: 'Türkiye', flag: '🇹🇷', isoCode: 'TR', active: true }])),
      on('GET', '/api/graphql', { body: { data: { Pages: { docs: [] } } } }),
    )
    await renderResource('cities')
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('Istanbul')
    await waitFor(() => expect(within(rowOf('Istanbul')).getByText('🇹🇷 Türkiye')).toBeInTheDocument())
  })

  it('offers no Add for treatment requests; their toggle is PUT /treatment/{id}', async () => {
    const request = (id: number, notes: string | null) => ({
      id,
      userId: 9,
      specialityId: 1,
      treatmentIds: [4, 5],
      answers: {},
      notes,
      lang: 'ar',
      active: true,
      createdAt: '2026-03-04T10:00:00.000Z',
      updatedAt: '2026-03-04T10:00:00.000Z',
    })
    const api = fakeApi(
      on('GET', '/api/v1/treatment', page([request(3, 'Call after 5pm'), request(4, null)])),
      on(
        'GET',
        '/api/v1/admin/users',
        page([{ id: 9, email: 'sara@example.test', firstName: 'Sara', lastName: null, active: true }]),
      ),
      on('GET', '/api/v1/admin/specialities', page([speciality(1, 'Cardiology')])),
      on('PUT', '/api/v1/treatment/3', (call) => ({
        body: { message: 'TREATMENT_UPDATED', content: { ...request(3, 'Call after 5pm'), ...(call.body as object) } },
      })),
    )
    await renderResource('treatments')
    await screen.findByText('Call after 5pm')
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(Object.fromEntries(api.find('GET', '/api/v1/treatment')[0]!.url.searchParams)).toEqual({
      size: '500',
      page: '0',
    })
    await waitFor(() => expect(within(rowOf('Call after 5pm')).getByText('sara@example.test')).toBeInTheDocument())
    expect(within(rowOf('Call after 5pm')).getByText('Arabic')).toBeInTheDocument()
    fireEvent.click(within(rowOf('Call after 5pm')).getByRole('checkbox', { name: /^Active: / }))
    await waitFor(() => expect(api.find('PUT', '/api/v1/treatment/3')[0]?.body).toEqual({ active: false }))
    // No server search here: the page filters
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '5pm' } })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(api.find('GET', '/api/v1/treatment')).toHaveLength(1)
  })
})
