import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderWithProviders } from '../../test/render'
import { DesktopNav, KEPT_IN_BAR_FROM_2XL, movableFrom } from './DesktopNav'
import type { NavItem } from './layoutQuery'

const items: NavItem[] = [
  { path: 'about-us', textId: 'nav.aboutUs', label: 'About Us', subItems: [] },
  {
    path: 'turkey',
    textId: 'nav.turkey',
    label: 'Turkey',
    subItems: [
      { path: 'turkey/about-turkey', textId: 'nav.aboutTurkey', label: 'About Turkey' },
      { path: 'turkey/why-turkey', textId: 'nav.whyTurkey', label: 'Why Turkey' },
      { path: 'turkey/visa', textId: 'nav.visa', label: 'Visa and travel' },
    ],
  },
  {
    path: 'cities',
    textId: 'nav.cities',
    label: 'Cities',
    subItems: [
      { path: 'cities/istanbul', textId: 'nav.istanbul', label: 'Istanbul' },
      { path: 'cities/antalya', textId: 'nav.antalya', label: 'Antalya' },
    ],
  },
]

const trigger = (name: string) => screen.getByRole('button', { name })
const item = (name: string) => screen.getByRole('menuitem', { name })

describe('DesktopNav', () => {
  it('Enter opens a menu on its first item; the arrows, Home, End and a first letter move between items', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'en', path: '/en/' })
    trigger('Turkey').focus()
    await user.keyboard('{Enter}')
    expect(trigger('Turkey')).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('menu', { name: 'Turkey' })
    expect(trigger('Turkey')).toHaveAttribute('aria-controls', menu.id)
    expect(item('About Turkey')).toHaveFocus()
    expect(item('About Turkey')).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowDown}')
    expect(item('Why Turkey')).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(item('About Turkey')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(item('Visa and travel')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(item('About Turkey')).toHaveFocus()
    await user.keyboard('{End}')
    expect(item('Visa and travel')).toHaveFocus()
    await user.keyboard('w')
    expect(item('Why Turkey')).toHaveFocus()
    expect(item('Why Turkey')).toHaveAttribute('href', '/en/turkey/why-turkey')
  })

  it('Escape closes the menu and gives its trigger the focus back; ↑ opens on the last item', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'en', path: '/en/' })
    trigger('Turkey').focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(item('Why Turkey')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(trigger('Turkey')).toHaveFocus()
    expect(trigger('Turkey')).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowUp}')
    expect(item('Visa and travel')).toHaveFocus()
  })

  it('Space opens a menu; Tab closes it and goes on to the next header entry', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'en', path: '/en/' })
    trigger('Turkey').focus()
    await user.keyboard(' ')
    expect(item('About Turkey')).toHaveFocus()
    await user.tab()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(trigger('Cities')).toHaveFocus()
  })

  it('a menu opened by hovering closes with Escape, and on leaving', async () => {
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'en', path: '/en/' })
    const root = trigger('Turkey').parentElement!
    fireEvent.mouseEnter(root)
    expect(item('About Turkey')).toBeVisible()
    act(() => void fireEvent.keyDown(document.body, { key: 'Escape' }))
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.mouseEnter(root)
    expect(screen.getByRole('menu')).toBeInTheDocument()
    fireEvent.mouseLeave(root)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('a click keeps open what hovering opened; a second click closes it', async () => {
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'en', path: '/en/' })
    fireEvent.mouseEnter(trigger('Turkey').parentElement!)
    fireEvent.click(trigger('Turkey'), { detail: 1 })
    expect(screen.getByRole('menu')).toBeInTheDocument()
    fireEvent.click(trigger('Turkey'), { detail: 1 })
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('only one menu is open at a time', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'en', path: '/en/' })
    trigger('Turkey').focus()
    await user.keyboard('{Enter}')
    expect(screen.getAllByRole('menu')).toHaveLength(1)
    fireEvent.mouseEnter(trigger('Cities').parentElement!)
    expect(screen.getAllByRole('menu')).toHaveLength(1)
    expect(screen.getByRole('menu', { name: 'Cities' })).toBeInTheDocument()
    expect(trigger('Turkey')).toHaveAttribute('aria-expanded', 'false')
  })

  it('a menu closes when the focus leaves it', async () => {
    await renderWithProviders(
      <>
        <DesktopNav items={items} />
        <button type="button">elsewhere</button>
      </>,
      { lang: 'en', path: '/en/' },
    )
    trigger('Turkey').focus()
    fireEvent.keyDown(trigger('Turkey'), { key: 'ArrowDown' })
    expect(item('About Turkey')).toHaveFocus()
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus())
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('in Arabic the menu is named by its trigger and leads to the Arabic pages', async () => {
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'ar', path: '/ar/' })
    fireEvent.mouseEnter(trigger('Turkey').parentElement!)
    expect(screen.getByRole('menu')).toHaveAttribute('aria-labelledby', trigger('Turkey').id)
    expect(screen.getByRole('menuitem', { name: 'About Turkey' })).toHaveAttribute('href', '/ar/turkey/about-turkey')
  })

  it('moves the links after the last drop-down into "More" (the first of them stays in the bar from 1400 px)', async () => {
    const user = userEvent.setup()
    const links = ['FAQ', 'Treatments', 'Contact'].map((label) => ({
      path: label.toLowerCase(),
      textId: `nav.${label}`,
      label,
      subItems: null,
    }))
    expect(movableFrom([...items, ...links])).toBe(items.length)
    await renderWithProviders(<DesktopNav items={[...items, ...links]} />, { lang: 'en', path: '/en/' })
    const nav = screen.getByRole('navigation')
    // Before the last drop-down: in the bar; the first moved link: in the bar too, from 2xl only.
    expect(within(nav).getByRole('link', { name: 'About Us' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Treatments' })).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Contact' })).toBeNull()
    await user.click(trigger('More'))
    const menu = screen.getByRole('menu', { name: 'More' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['FAQ', 'Treatments', 'Contact'])
    expect(item('Contact')).toHaveAttribute('href', '/en/contact')
    expect(KEPT_IN_BAR_FROM_2XL).toBe(1)
  })

  it('has no "More" when nothing follows the last drop-down', async () => {
    await renderWithProviders(<DesktopNav items={items} />, { lang: 'en', path: '/en/' })
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
  })
})
