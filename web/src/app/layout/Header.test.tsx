import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'

import { reloadTo } from '../../lib/navigation'
import { renderWithProviders } from '../../test/render'
import { Footer } from './Footer'
import { Header } from './Header'
import { SWITCH_FOCUS_KEY } from '../useLanguageSwitch'
import type { LayoutData } from './layoutQuery'
import { START_NOW_FADE_MS } from './layoutRules'

jest.mock('../../lib/navigation', () => ({ reloadTo: jest.fn() }))

const nav = (visible = false): NonNullable<LayoutData['Navigation']> => ({
  items: [
    { path: 'about-us', textId: 'nav.aboutUs', label: 'About Us', subItems: [] },
    {
      path: 'turkey',
      textId: 'nav.turkey',
      label: 'Turkey',
      subItems: [
        { path: 'turkey/about-turkey', textId: 'nav.aboutTurkey', label: 'About Turkey' },
        { path: 'turkey/why-turkey', textId: 'nav.whyTurkey', label: 'Why Turkey' },
      ],
    },
  ],
  startNow: { visible, path: 'treatments', label: 'Start Now' },
})

describe('Header', () => {
  beforeEach(() => {
    jest.mocked(reloadTo).mockReset()
    document.cookie = 'i18next=; path=/; max-age=0'
  })
  afterEach(() => jest.useRealTimers())

  it('shows the other language by name: العربية in English, English in Arabic', async () => {
    await renderWithProviders(<Header nav={nav()} />, { lang: 'en', path: '/en/about-us' })
    expect(screen.getAllByTestId('language-switch')[0]).toHaveTextContent('العربية')
    expect(screen.getAllByTestId('language-switch')[0]).toHaveAttribute('href', '/ar/about-us')
  })

  it('in Arabic the switch reads English and points at the English path', async () => {
    await renderWithProviders(<Header nav={nav()} />, { lang: 'ar', path: '/ar/health-providers/dunyagoz?x=1' })
    const link = screen.getAllByTestId('language-switch')[0]!
    expect(link).toHaveTextContent('English')
    expect(link).toHaveAttribute('href', '/en/health-providers/dunyagoz?x=1')
  })

  it('switching waits 300 ms, stores the language (localStorage and cookie) and reloads the swapped path', async () => {
    await renderWithProviders(<Header nav={nav()} />, { lang: 'en', path: '/en/faq' })
    jest.useFakeTimers()
    fireEvent.click(screen.getAllByTestId('language-switch')[0]!)
    act(() => jest.advanceTimersByTime(299))
    expect(reloadTo).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('i18nextLng')).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(reloadTo).toHaveBeenCalledWith('/ar/faq')
    expect(window.localStorage.getItem('i18nextLng')).toBe('ar')
    expect(document.cookie).toContain('i18next=ar')
  })

  it('the reloaded page gives the language switch the focus back (not to <body>)', async () => {
    const before = await renderWithProviders(<Header nav={nav()} />, { lang: 'en', path: '/en/faq' })
    jest.useFakeTimers()
    fireEvent.click(screen.getAllByTestId('language-switch')[0]!)
    expect(window.sessionStorage.getItem(SWITCH_FOCUS_KEY)).toBe('1')
    act(() => jest.advanceTimersByTime(300))
    jest.useRealTimers()
    before.unmount()
    // The new page: jsdom lays nothing out, so the switch is given a box.
    const rects = jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 60, 20)] as unknown as DOMRectList)
    await renderWithProviders(<Header nav={nav()} />, { lang: 'ar', path: '/ar/faq' })
    // The header's switch (the one in the closed menu has no box in a browser).
    expect(screen.getAllByTestId('language-switch')[0]).toHaveFocus()
    expect(window.sessionStorage.getItem(SWITCH_FOCUS_KEY)).toBeNull()
    rects.mockRestore()
  })

  it('the hamburger opens the menu dialog; its groups are disclosures; a link or switching closes it', async () => {
    await renderWithProviders(<Header nav={nav()} />, { lang: 'en', path: '/en/' })
    const toggle = screen.getByTestId('menu-toggle')
    const menu = screen.getByTestId('mobile-menu')
    expect(menu.tagName).toBe('DIALOG')
    expect(menu).not.toHaveAttribute('open')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(menu).toHaveAttribute('open')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // A group: a native disclosure, one open at a time (its `name`).
    const group = within(menu).getByText('Turkey').closest('details')!
    expect(group).toHaveAttribute('name', 'mobile-menu-group')
    expect(within(group).getByRole('link', { name: 'Why Turkey', hidden: true })).toHaveAttribute(
      'href',
      '/en/turkey/why-turkey',
    )
    // Following a link closes it.
    fireEvent.click(within(menu).getByRole('link', { name: 'About Us' }))
    expect(menu).not.toHaveAttribute('open')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // The close button, then switching the language, close it too.
    fireEvent.click(toggle)
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }))
    expect(menu).not.toHaveAttribute('open')
    fireEvent.click(toggle)
    fireEvent.click(within(menu).getByTestId('language-switch'))
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    expect(menu).not.toHaveAttribute('open')
  })

  it('desktop dropdowns open on hover', async () => {
    await renderWithProviders(<Header nav={nav()} />, { lang: 'en', path: '/en/' })
    expect(screen.queryByRole('menuitem', { name: 'About Turkey' })).toBeNull()
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Turkey', expanded: false }).parentElement!)
    expect(screen.getByRole('menuitem', { name: 'About Turkey' })).toHaveAttribute('href', '/en/turkey/about-turkey')
  })

  it('the logo links home and changes, and the header turns solid, after a scroll of more than 50 px', async () => {
    await renderWithProviders(<Header nav={nav()} />, { lang: 'ar', path: '/ar/faq' })
    const logo = screen.getByTestId('logo')
    expect(logo.closest('a')).toHaveAttribute('href', '/ar/')
    expect(logo).toHaveAttribute('src', '/logo.svg')
    expect(document.querySelector('header')).not.toHaveAttribute('data-solid')
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true })
    fireEvent.scroll(window)
    expect(document.querySelector('header')).not.toHaveAttribute('data-solid')
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true })
    fireEvent.scroll(window)
    expect(document.querySelector('header')).toHaveAttribute('data-solid', 'true')
    expect(screen.getByTestId('logo')).toHaveAttribute('src', '/logo-dark.svg')
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('Start Now is hidden as the CMS says, leads to treatments and its arrow pulses for 10 s', async () => {
    await renderWithProviders(<Header nav={nav(true)} />, { lang: 'en', path: '/en/' })
    const button = screen.getByTestId('start-now')
    expect(button).toBeVisible()
    expect(button).toHaveAttribute('href', '/en/treatments')
    // In CSS, so a rendered page pulses without the app: whole pulses adding up to the 10 s.
    const animation = getComputedStyle(button.querySelector('svg[data-pulse]')!).animation
    const [, duration, count] = /^pulse (\d+)ms ease-in-out ([\d.]+)$/.exec(animation)!
    expect(Number(count)).toBe(Math.round(Number(count)))
    expect(Number(duration) * Number(count)).toBe(START_NOW_FADE_MS)
  })

  it('Start Now stays hidden while not visible', async () => {
    await renderWithProviders(<Header nav={nav(false)} />, { lang: 'en', path: '/en/' })
    expect(screen.getByTestId('start-now')).not.toBeVisible()
  })
})

describe('Footer', () => {
  const social: LayoutData['SocialLink'] = {
    links: [
      { network: 'facebook', url: 'https://facebook.com/x', arabicUrl: null },
      { network: 'instagram', url: 'https://instagram.com/turkey', arabicUrl: 'https://instagram.com/arabic' },
    ],
  }
  const footer: LayoutData['Footer'] = {
    poweredBy: 'Powered by us',
    claims: [{ title: 'Certified providers', text: 'Licensed only' }],
    links: [{ path: 'terms-and-conditions', label: 'Terms' }],
    copyright: '© us',
  }

  it('shows powered-by, claims and legal links; Instagram goes to the Turkey account in English', async () => {
    await renderWithProviders(<Footer footer={footer} social={social} />, { lang: 'en' })
    expect(screen.getByText('Powered by us')).toBeInTheDocument()
    expect(screen.getByText('Certified providers')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en/terms-and-conditions')
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/turkey')
  })

  it('Instagram goes to the Arabic account in Arabic', async () => {
    await renderWithProviders(<Footer footer={footer} social={social} />, { lang: 'ar' })
    expect(screen.getByRole('link', { name: 'إنستغرام' })).toHaveAttribute('href', 'https://instagram.com/arabic')
    expect(screen.getByRole('link', { name: 'فيسبوك' })).toHaveAttribute('href', 'https://facebook.com/x')
  })
})
