import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { settle } from '../../test/render'
import { fakeApi, on, page, providersMock, renderResource, rowOf } from './testKit'

// Dialogs with many fields render slowly on a busy machine.
jest.setTimeout(30_000)

afterEach(() => jest.restoreAllMocks())

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

const dialog = () => screen.getByRole('dialog')

describe('Add form', () => {
  it("shows 'Required' only once a field is touched and posts every filled field", async () => {
    const api = fakeApi(
      on('GET', '/api/v1/admin/specialities', page([])),
      on('POST', '/api/v1/admin/specialities', (call) => ({
        status: 201,
        body: { message: 'CREATED', content: { id: 12, ...(call.body as object) } },
      })),
    )
    await renderResource('specialities')
    await screen.findByText('No data found')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await screen.findByRole('heading', { name: 'Add a speciality' })
    expect(screen.queryByText('Required')).toBeNull()

    fireEvent.blur(screen.getByLabelText(/^Name/))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2))
    expect(api.find('POST', '/api/v1/admin/specialities')).toHaveLength(0)

    change(/^Name/, ' Eye')
    change(/^Name/, ' Eye Care ')
    // The slug follows the Latin name until typed
    await waitFor(() => expect(screen.getByLabelText(/^Slug/)).toHaveValue('eye-care'))
    change(/^Slug/, 'Eye Care')
    fireEvent.blur(screen.getByLabelText(/^Slug/))
    await screen.findByText('Use lower-case letters, digits and single hyphens.')
    change(/^Slug/, 'eye-care')
    change(/^Order/, '3')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }))

    await waitFor(() => expect(api.find('POST', '/api/v1/admin/specialities')).toHaveLength(1))
    const [post] = api.find('POST', '/api/v1/admin/specialities')
    expect(post!.url.searchParams.get('locale')).toBe('en')
    expect(post!.body).toEqual({ name: 'Eye Care', slug: 'eye-care', order: 3, active: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('alert')).toHaveTextContent('“Eye Care” was added.')
    await waitFor(() => expect(api.find('GET', '/api/v1/admin/specialities')).toHaveLength(2))
  })

  it('maps server field errors onto the fields and explains the rest', async () => {
    fakeApi(
      on('GET', '/api/v1/admin/specialities', page([])),
      on('POST', '/api/v1/admin/specialities', {
        status: 409,
        body: { message: 'DUPLICATE', errors: [{ field: 'slug', defaultMessage: 'Value must be unique' }] },
      }),
    )
    await renderResource('specialities')
    await screen.findByText('No data found')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await screen.findByRole('dialog')
    change(/^Name/, 'Cardiology')
    change(/^Slug/, 'cardiology')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }))
    expect(await within(dialog()).findByText('Value must be unique')).toBeInTheDocument()
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('A record with this slug or code already exists.')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('adds in Arabic: English first (the default language), then the Arabic texts', async () => {
    const api = fakeApi(
      on('GET', '/api/v1/admin/specialities', page([])),
      on('POST', '/api/v1/admin/specialities', (call) => ({
        status: 201,
        body: { message: 'CREATED', content: { id: 12, ...(call.body as object) } },
      })),
      on('PUT', '/api/v1/admin/specialities/12', (call) => ({
        body: { message: 'UPDATED', content: { id: 12, slug: 'cardio', ...(call.body as object) } },
      })),
    )
    await renderResource('specialities', 'ar')
    await screen.findByText('لا توجد بيانات')
    fireEvent.click(screen.getByRole('button', { name: 'إضافة' }))
    await screen.findByRole('heading', { name: 'إضافة تخصص' })
    expect(screen.getByLabelText('لغة المحتوى')).toHaveDisplayValue('العربية')
    change(/^الاسم\s*\*?$/, 'أمراض القلب')
    change(/^الاسم في الرابط/, 'cardio')
    change(/^الوصف/, 'رعاية القلب')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'إضافة' }))
    await waitFor(() => expect(api.find('PUT', '/api/v1/admin/specialities/12')).toHaveLength(1))
    const [post] = api.find('POST', '/api/v1/admin/specialities')
    expect(post!.url.searchParams.get('locale')).toBe('en')
    expect(post!.body).toEqual({
      name: 'أمراض القلب',
      slug: 'cardio',
      description: 'رعاية القلب',
      order: 0,
      active: true,
    })
    const [put] = api.find('PUT', '/api/v1/admin/specialities/12')
    expect(put!.url.searchParams.get('locale')).toBe('ar')
    expect(put!.body).toEqual({ name: 'أمراض القلب', description: 'رعاية القلب' })
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('أُضيف «أمراض القلب».'))
  })

  it('adds a user with e-mail, password and roles (Add only) and checks the password rule', async () => {
    const api = fakeApi(
      on('GET', '/api/v1/admin/users', page([])),
      on('GET', '/api/v1/admin/countries', page([{ id: 4, name: 'Jordan', flag: '🇯🇴', isoCode: 'JO', active: true }])),
      on('POST', '/api/v1/admin/users', (call) => ({
        status: 201,
        body: { message: 'CREATED', content: { id: 30, ...(call.body as object) } },
      })),
    )
    await renderResource('users')
    await screen.findByText('No data found')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await screen.findByRole('heading', { name: 'Add a user' })
    expect(screen.queryByText('Content language')).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Patient' })).toBeChecked()
    change(/^E-mail address/, 'nurse@example.test')
    change(/^Password/, 'short')
    fireEvent.blur(screen.getByLabelText(/^Password/))
    await within(dialog()).findByText(/Use at least 10 characters/)
    change(/^Password/, 'Clinic!Pass2026')
    await waitFor(() => expect(within(dialog()).queryByText(/Use at least 10 characters/)).toBeNull())
    fireEvent.click(screen.getByRole('checkbox', { name: 'Moderator (marketing)' }))
    await settle()
    await waitFor(() => expect(screen.getByRole('option', { name: '🇯🇴 Jordan' })).toBeInTheDocument())
    change(/^Country/, '4')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(api.find('POST', '/api/v1/admin/users')).toHaveLength(1))
    expect(api.find('POST', '/api/v1/admin/users')[0]!.body).toEqual({
      email: 'nurse@example.test',
      password: 'Clinic!Pass2026',
      country: 4,
      preferredLanguage: 'en',
      roles: ['ROLE_USER', 'ROLE_MODERATOR'],
      active: true,
    })
  })
})

const doctor = (locale: 'en' | 'ar') => ({
  id: 5,
  name: locale === 'ar' ? 'أمره تشيليك' : 'Emre Celik',
  title: locale === 'ar' ? 'د.' : 'Dr.',
  speciality: 3,
  provider: 2,
  facility: null,
  bio: null,
  photo: null,
  languages: ['tr', 'en'],
  yearsOfExperience: 12,
  slotMinutes: 30,
  workingHours: [{ id: 'a1', day: 'mon', start: '09:00', end: '18:00' }],
  slug: 'dr-emre-celik',
  active: true,
})

const doctorsApi = () =>
  fakeApi(
    on('GET', '/api/v1/admin/doctors', (call) => page([doctor(call.url.searchParams.get('locale') as 'en')])),
    on('GET', '/api/v1/admin/doctors/5', (call) => ({
      body: { message: 'OK', content: doctor(call.url.searchParams.get('locale') as 'en') },
    })),
    on('GET', '/api/v1/admin/specialities', page([{ id: 3, name: 'Ophthalmology', active: true }])),
    on(
      'GET',
      '/api/v1/admin/facilities',
      page([
        { id: 8, name: 'Dünyagöz Etiler', provider: 2, active: false },
        { id: 9, name: 'Medical Park Göztepe', provider: 1, active: true },
      ]),
    ),
    on('PUT', '/api/v1/admin/doctors/5', (call) => ({
      body: { message: 'UPDATED', content: { ...doctor('en'), ...(call.body as object) } },
    })),
  )

describe('Update form', () => {
  it('loads the record and sends only the changed fields', async () => {
    const api = doctorsApi()
    await renderResource('doctors', 'en', [providersMock('en')])
    fireEvent.click(
      within(await screen.findByRole('row', { name: /Emre Celik/ })).getByRole('button', {
        name: /^Edit .*Emre Celik/,
      }),
    )
    await screen.findByRole('heading', { name: 'Edit doctor' })
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Dr.'))
    expect(api.find('GET', '/api/v1/admin/doctors/5')[0]!.url.searchParams.get('locale')).toBe('en')
    await waitFor(() => expect(screen.getByLabelText(/^Health provider/)).toHaveDisplayValue('Dünyagöz'))
    expect(screen.getByLabelText(/^Speciality/)).toHaveDisplayValue('Ophthalmology')
    expect(screen.getByRole('option', { name: 'Dünyagöz Etiler (inactive)' })).toBeInTheDocument()
    // Only the facilities of the chosen provider
    expect(screen.queryByRole('option', { name: 'Medical Park Göztepe' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Turkish' })).toBeChecked()
    await settle() // the checkboxes' state machines start

    change(/^Title/, 'Prof. Dr.')
    change(/^Facility/, '8')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Arabic' }))
    await settle()
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.find('PUT', '/api/v1/admin/doctors/5')).toHaveLength(1))
    const [put] = api.find('PUT', '/api/v1/admin/doctors/5')
    expect(put!.url.searchParams.get('locale')).toBe('en')
    expect(put!.body).toEqual({ title: 'Prof. Dr.', facility: 8, languages: ['tr', 'en', 'ar'] })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('alert')).toHaveTextContent('Your changes to “Emre Celik” were saved.')
  })

  it('edits working hours as rows and clears an optional field with null', async () => {
    const api = doctorsApi()
    await renderResource('doctors', 'en', [providersMock('en')])
    fireEvent.click(
      within(await screen.findByRole('row', { name: /Emre Celik/ })).getByRole('button', {
        name: /^Edit .*Emre Celik/,
      }),
    )
    await waitFor(() => expect(screen.getByLabelText(/^Years of experience/)).toHaveValue('12'))
    change(/^Years of experience/, '')
    fireEvent.click(screen.getByRole('button', { name: 'Add working hours' }))
    const rows = screen.getAllByTestId('working-hours-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[1]!).getByLabelText('Day')).toHaveDisplayValue('Tuesday')
    fireEvent.change(within(rows[1]!).getByLabelText('To'), { target: { value: '08:00' } })
    fireEvent.blur(within(rows[1]!).getByLabelText('To'))
    await within(rows[1]!).findByText('Must end after it starts.')
    fireEvent.change(within(rows[1]!).getByLabelText('To'), { target: { value: '13:00' } })
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.find('PUT', '/api/v1/admin/doctors/5')).toHaveLength(1))
    expect(api.find('PUT', '/api/v1/admin/doctors/5')[0]!.body).toEqual({
      yearsOfExperience: null,
      workingHours: [
        { day: 'mon', start: '09:00', end: '18:00' },
        { day: 'tue', start: '09:00', end: '13:00' },
      ],
    })
  })

  it('reads and writes localized fields in the chosen content language', async () => {
    const api = doctorsApi()
    await renderResource('doctors', 'en', [providersMock('en')])
    fireEvent.click(
      within(await screen.findByRole('row', { name: /Emre Celik/ })).getByRole('button', {
        name: /^Edit .*Emre Celik/,
      }),
    )
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Emre Celik'))
    fireEvent.change(screen.getByLabelText('Content language'), { target: { value: 'ar' } })
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('أمره تشيليك'))
    expect(api.find('GET', '/api/v1/admin/doctors/5').map((c) => c.url.searchParams.get('locale'))).toEqual([
      'en',
      'ar',
    ])
    change(/^Name/, 'د. أمره تشيليك')
    // Unsaved changes keep the language until saved or undone
    await waitFor(() => expect(screen.getByLabelText('Content language')).toBeDisabled())
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.find('PUT', '/api/v1/admin/doctors/5')).toHaveLength(1))
    const [put] = api.find('PUT', '/api/v1/admin/doctors/5')
    expect(put!.url.searchParams.get('locale')).toBe('ar')
    expect(put!.body).toEqual({ name: 'د. أمره تشيليك' })
  })

  it('does not send an unchanged form', async () => {
    const api = doctorsApi()
    await renderResource('doctors', 'en', [providersMock('en')])
    fireEvent.click(
      within(await screen.findByRole('row', { name: /Emre Celik/ })).getByRole('button', {
        name: /^Edit .*Emre Celik/,
      }),
    )
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Emre Celik'))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
    expect(await within(dialog()).findByText('Nothing has changed yet.')).toBeInTheDocument()
    expect(api.find('PUT', '/api/v1/admin/doctors/5')).toHaveLength(0)
  })

  it('edits a user without e-mail or password fields; the form speaks Arabic', async () => {
    const user = {
      id: 7,
      email: 'sara@example.test',
      firstName: 'Sara',
      lastName: 'Ali',
      phone: null,
      country: 'JO',
      countryId: 4,
      preferredLanguage: 'ar',
      timeZone: 'Asia/Amman',
      roles: ['ROLE_USER'],
      active: true,
      verified: true,
    }
    const api = fakeApi(
      on('GET', '/api/v1/admin/users', page([user])),
      on('GET', '/api/v1/admin/users/7', { body: { message: 'OK', content: user } }),
      on('GET', '/api/v1/admin/countries', page([{ id: 4, name: 'الأردن', flag: '🇯🇴', isoCode: 'JO', active: true }])),
      on('PUT', '/api/v1/admin/users/7', (call) => ({
        body: { message: 'UPDATED', content: { ...user, ...(call.body as object) } },
      })),
    )
    await renderResource('users', 'ar')
    fireEvent.click(
      within(await screen.findByRole('row', { name: /sara@example.test/ })).getByRole('button', { name: /^تعديل / }),
    )
    await screen.findByRole('heading', { name: 'تعديل المستخدم' })
    await waitFor(() => expect(screen.getByLabelText(/^الاسم الأول/)).toHaveValue('Sara'))
    expect(screen.queryByLabelText(/^البريد الإلكتروني/)).toBeNull()
    expect(screen.queryByLabelText(/^كلمة المرور/)).toBeNull()
    await waitFor(() => expect(screen.getByLabelText(/^الدولة/)).toHaveDisplayValue('🇯🇴 الأردن'))
    change(/^الاسم الأول/, '')
    fireEvent.blur(screen.getByLabelText(/^الاسم الأول/))
    // A name the API cannot empty is required once it has one
    expect(await within(dialog()).findByText('مطلوب')).toBeInTheDocument()
    change(/^الاسم الأول/, 'سارة')
    await settle() // the checkboxes' state machines start
    fireEvent.click(screen.getByRole('checkbox', { name: 'مشرف (التسويق)' }))
    await settle()
    change(/^الهاتف/, '+962 79 123 4567')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ' }))
    await waitFor(() => expect(api.find('PUT', '/api/v1/admin/users/7')).toHaveLength(1))
    expect(api.find('PUT', '/api/v1/admin/users/7')[0]!.body).toEqual({
      firstName: 'سارة',
      phone: '+962 79 123 4567',
      roles: ['ROLE_USER', 'ROLE_MODERATOR'],
    })
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('حُفظت تغييراتك على «sara@example.test».'))
    expect(rowOf('sara@example.test')).toBeInTheDocument()
  })
})
