import { showAppBar, showFooter, showHeader } from './layoutRules'

describe('layout visibility (spec §2)', () => {
  it('hides the header for a logged-in user and on treatment-success / treatments-summary', () => {
    expect(showHeader('/en/about-us', false)).toBe(true)
    expect(showHeader('/en/about-us', true)).toBe(false)
    expect(showHeader('/en/treatment-success', false)).toBe(false)
    expect(showHeader('/ar/treatments-summary', false)).toBe(false)
    expect(showHeader('/ar/treatments', false)).toBe(true)
  })

  it("hides the footer for a logged-in user, on paths containing 'account' and on the listed doctor paths", () => {
    expect(showFooter('/en/faq', false)).toBe(true)
    expect(showFooter('/en/faq', true)).toBe(false)
    expect(showFooter('/en/account-profile', false)).toBe(false)
    expect(showFooter('/ar/account-appointments', false)).toBe(false)
    for (const p of [
      '/pages/doctor-grid',
      '/pages/doctor-list',
      '/pages/video-call',
      '/pages/voice-call',
      '/pages/chat-doctor',
      '/patient/doctor-list',
      '/patient/doctor-grid',
    ]) {
      expect(showFooter(p, false)).toBe(false)
      expect(showFooter(`/en${p}`, false)).toBe(false)
    }
    expect(showFooter('/en/doctor-list', false)).toBe(true)
  })

  it('shows our app bar instead of the header to logged-in users, hidden on the same paths', () => {
    expect(showAppBar('/en/account-profile', true)).toBe(true)
    expect(showAppBar('/en/account-profile', false)).toBe(false)
    expect(showAppBar('/ar/treatment-success', true)).toBe(false)
    expect(showAppBar('/en/treatments-summary', true)).toBe(false)
    for (const p of ['/en/', '/ar/doctor-list', '/en/admin/users'])
      expect(showHeader(p, true) || showAppBar(p, true)).toBe(true)
  })
})
