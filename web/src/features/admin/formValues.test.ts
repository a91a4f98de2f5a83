import i18n from 'i18next'

import { buildSchema, passwordProblem } from './formSchema'
import { formToBody, newFormValues, recordToFormValues, slugify } from './formValues'
import { RESOURCE_CONFIGS, fieldsFor, sourcesOf } from './resources'

const doctors = RESOURCE_CONFIGS.doctors
const countries = RESOURCE_CONFIGS.countries

describe('form values', () => {
  it('starts a new record with the declared defaults', () => {
    expect(newFormValues(fieldsFor(doctors, 'add'))).toMatchObject({
      name: '',
      slotMinutes: '30',
      languages: [],
      workingHours: [],
      photo: null,
      active: true,
    })
    expect(newFormValues(fieldsFor(RESOURCE_CONFIGS.users, 'add'))).toMatchObject({
      roles: ['ROLE_USER'],
      preferredLanguage: 'en',
    })
  })

  it('sends on Add only what has a value, typed as the API wants', () => {
    const values = {
      ...newFormValues(fieldsFor(countries, 'add')),
      name: ' Jordan ',
      isoCode: 'jo',
      latitude: '31.2',
      currency: '',
    }
    expect(formToBody(fieldsFor(countries, 'add'), values, 'add')).toEqual({
      name: 'Jordan',
      isoCode: 'JO',
      latitude: 31.2,
      offered: false,
      active: true,
    })
  })

  it('sends on Update only what changed, null for a cleared optional field', () => {
    const record = {
      id: 5,
      name: 'Emre',
      title: 'Dr.',
      speciality: 3,
      provider: 2,
      facility: 4,
      photo: 30,
      languages: ['tr'],
      yearsOfExperience: 12,
      slotMinutes: 30,
      workingHours: [{ id: 'x', day: 'mon', start: '09:00', end: '18:00' }],
      slug: 'emre',
      active: true,
    }
    const fields = fieldsFor(doctors, 'update')
    const initial = recordToFormValues(record, fields)
    expect(initial).toMatchObject({
      speciality: '3',
      photo: 30,
      yearsOfExperience: '12',
      workingHours: [{ day: 'mon', start: '09:00', end: '18:00' }],
    })
    expect(formToBody(fields, initial, 'update', initial)).toEqual({})
    const edited = { ...initial, title: '', facility: '', photo: null, name: 'Emre Çelik', slotMinutes: '45' }
    expect(formToBody(fields, edited, 'update', initial)).toEqual({
      title: null,
      facility: null,
      photo: null,
      name: 'Emre Çelik',
      slotMinutes: 45,
    })
  })

  it("reads a user's country from countryId and never shows a password", () => {
    const fields = fieldsFor(RESOURCE_CONFIGS.users, 'update')
    expect(fields.map((f) => f.name)).not.toContain('email')
    expect(fields.map((f) => f.name)).not.toContain('password')
    expect(recordToFormValues({ id: 1, country: 'JO', countryId: 4, roles: ['ROLE_ADMIN'] }, fields)).toMatchObject({
      country: '4',
      roles: ['ROLE_ADMIN'],
      active: true,
    })
  })

  it('makes Latin slugs', () => {
    expect(slugify('Dr. Ayşe Kaya')).toBe('dr-ayse-kaya')
    expect(slugify('Işıl  Yıldız!')).toBe('isil-yildiz')
    expect(slugify('أمراض القلب')).toBe('')
  })

  it('knows which lists each table needs', () => {
    expect(sourcesOf(doctors).sort()).toEqual(['facilities', 'providers', 'specialities'])
    expect(sourcesOf(RESOURCE_CONFIGS.treatments).sort()).toEqual(['specialities', 'users'])
    expect(sourcesOf(RESOURCE_CONFIGS.specialities)).toEqual([])
  })
})

describe('form rules', () => {
  const t = i18n.getFixedT('en')

  it("follows the API's password rule", () => {
    expect(passwordProblem('Clinic!Pass2026', 'nurse@example.test')).toBe(false)
    expect(passwordProblem('Nurse!Pass2026', 'nurse@example.test')).toBe(true)
    expect(passwordProblem('clinic!pass2026', 'a@b.c')).toBe(true)
    expect(passwordProblem('Clinic!Pass', 'a@b.c')).toBe(true)
    expect(passwordProblem('Short!1a', 'a@b.c')).toBe(true)
  })

  it('checks numbers, patterns and time zones', async () => {
    const schema = buildSchema(fieldsFor(RESOURCE_CONFIGS.cities, 'add'), t, 'add')
    const errors = await schema
      .validate(
        {
          name: 'Izmir',
          slug: 'Izmir',
          country: '',
          page: '',
          timezone: 'Mars/Base',
          lat: '91',
          lng: 'x',
          active: true,
        },
        { abortEarly: false },
      )
      .then(() => [])
      .catch((e: { errors: string[] }) => e.errors)
    expect(errors).toEqual([
      'Use lower-case letters, digits and single hyphens.',
      'Required',
      'Use an IANA time zone, e.g. Asia/Riyadh.',
      'Enter a number from -90 to 90.',
      'Enter a number.',
    ])
  })

  it('requires on Update a value the API cannot empty', async () => {
    const fields = fieldsFor(RESOURCE_CONFIGS.users, 'update')
    const initial = recordToFormValues({ id: 1, firstName: 'Sara', lastName: null, roles: ['ROLE_USER'] }, fields)
    const schema = buildSchema(fields, t, 'update', initial)
    await expect(schema.validateAt('firstName', { ...initial, firstName: '' })).rejects.toThrow('Required')
    await expect(schema.validateAt('lastName', { ...initial, lastName: '' })).resolves.toBe('')
    await expect(schema.validateAt('roles', { ...initial, roles: [] })).rejects.toThrow('Required')
  })
})
