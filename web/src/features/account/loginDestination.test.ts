import { destinationAfterLogin } from './loginDestination'

const patient = { id: 1, roles: ['ROLE_USER'] }
const admin = { id: 2, roles: ['ROLE_USER', 'ROLE_ADMIN'] }

describe('where the login goes', () => {
  it('returns to the page that asked, with its query', () => {
    expect(destinationAfterLogin('en', patient, '/en/patient-details?doctor=3')).toBe('/en/patient-details?doctor=3')
    expect(destinationAfterLogin('ar', admin, '/ar/account-profile')).toBe('/ar/account-profile')
  })

  it('else the appointments, or the admin area for admins', () => {
    expect(destinationAfterLogin('ar', patient)).toBe('/ar/account-appointments')
    expect(destinationAfterLogin('en', admin, undefined)).toBe('/en/admin/specialities')
  })

  it('never follows another origin or the login page itself', () => {
    for (const from of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/en/login',
      '/ar/login?x=1',
      42,
    ])
      expect(destinationAfterLogin('en', patient, from)).toBe('/en/account-appointments')
  })
})
