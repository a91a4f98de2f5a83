/** What a rendered page does before and without the app (pageBehaviours.ts). */
import { SWITCH_FOCUS_KEY } from '../app/languageSwitch'
import { LANGUAGE_SWITCH_DELAY_MS, SOLID_HEADER_AFTER_PX } from '../app/layout/layoutRules'
import { reloadTo } from '../lib/navigation'
import { revealLater, sayRelativeTimes, startPageBehaviours } from './pageBehaviours'

jest.mock('../lib/navigation', () => ({ reloadTo: jest.fn() }))

const html = document.documentElement
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  dispatchEvent(new Event('scroll'))
}

beforeEach(() => {
  document.body.innerHTML = ''
  html.removeAttribute('data-hydrated')
  sessionStorage.clear()
})
afterEach(() => jest.useRealTimers())

test('reviews show, and their placeholders hide, after the given time; not if the app is live by then', () => {
  jest.useFakeTimers()
  document.body.innerHTML =
    '<section id="a"><div data-hide-after="800">…</div><div data-reveal-after="800" hidden>Great</div></section>'
  revealLater()
  const [placeholder, reviews] = document.querySelectorAll<HTMLElement>('#a > div')
  jest.advanceTimersByTime(799)
  expect(reviews!.hidden).toBe(true)
  jest.advanceTimersByTime(1)
  expect(reviews!.hidden).toBe(false)
  expect(placeholder!.hidden).toBe(true)

  document.body.innerHTML =
    '<section><div data-hide-after="800">…</div><div data-reveal-after="800" hidden>x</div></section>'
  revealLater()
  html.setAttribute('data-hydrated', 'true')
  jest.advanceTimersByTime(800)
  expect(document.querySelector<HTMLElement>('[data-reveal-after]')!.hidden, 'the app decides').toBe(true)
})

test('a review says when it was written at reading time, in its language', () => {
  document.body.innerHTML =
    '<time data-relative lang="en" datetime="2026-01-01T12:00:00.000Z">2 days ago</time>' +
    '<time data-relative lang="ar" datetime="2026-01-01T12:00:00.000Z">قبل يومين</time>'
  sayRelativeTimes(document, new Date('2026-02-01T12:00:00.000Z'))
  const [en, ar] = document.querySelectorAll('time')
  expect(en!.textContent).toBe('last month')
  expect(ar!.textContent).toBe('الشهر الماضي')
})

test('times in a part shown later are said as it shows, the others at once', () => {
  jest.useFakeTimers({ now: new Date('2026-02-01T12:00:00.000Z') })
  document.body.innerHTML =
    '<time id="now" data-relative lang="en" datetime="2026-01-31T12:00:00.000Z">as rendered</time>' +
    '<section><div data-hide-after="800">…</div><div data-reveal-after="800" hidden>' +
    '<time id="later" data-relative lang="ar" datetime="2026-01-31T12:00:00.000Z">as rendered</time></div></section>'
  startPageBehaviours()
  expect(document.getElementById('now')!.textContent).toBe('yesterday')
  expect(document.getElementById('later')!.textContent).toBe('as rendered')
  jest.advanceTimersByTime(800)
  expect(document.getElementById('later')!.textContent).toBe('أمس')

  // The app went live before the reveal (hydration keeps the page's text): the time is still said.
  document.body.innerHTML =
    '<div data-reveal-after="800" hidden><time id="t" data-relative lang="en" datetime="2026-01-31T12:00:00.000Z">as rendered</time></div>'
  revealLater()
  html.setAttribute('data-hydrated', 'true')
  jest.advanceTimersByTime(800)
  expect(document.getElementById('t')!.textContent).toBe('yesterday')
  expect(document.querySelector<HTMLElement>('[data-reveal-after]')!.hidden, 'the app shows it').toBe(true)
})

test('a page opened already scrolled (restored on reload) turns its header solid at the first frame, not while it is parsed', () => {
  jest.useFakeTimers()
  document.body.innerHTML = '<header data-site-header></header>'
  let reads = 0
  Object.defineProperty(window, 'scrollY', { get: () => (reads++, 400), configurable: true })
  startPageBehaviours()
  const header = document.querySelector('header')!
  // Reading the position would compute the page's layout inside the loader's task.
  expect(reads).toBe(0)
  expect(header.hasAttribute('data-solid')).toBe(false)
  jest.advanceTimersByTime(16)
  expect(reads).toBe(1)
  expect(header.getAttribute('data-solid')).toBe('true')
  scrollTo(0)
})

test('the header turns solid after 50 px; the language switch keeps the language and loads the other page', () => {
  jest.useFakeTimers()
  document.body.innerHTML =
    '<header data-site-header><img data-testid="logo" src="/logo.svg" data-clear-src="/logo.svg" data-solid-src="/logo-dark.svg">' +
    '<a data-language-switch href="/ar/faq" hreflang="ar">العربية</a></header>'
  startPageBehaviours()
  const header = document.querySelector('header')!
  scrollTo(SOLID_HEADER_AFTER_PX)
  expect(header.hasAttribute('data-solid')).toBe(false)
  scrollTo(SOLID_HEADER_AFTER_PX + 1)
  expect(header.getAttribute('data-solid')).toBe('true')
  expect(document.querySelector('img')!.getAttribute('src')).toBe('/logo-dark.svg')
  scrollTo(0)
  expect(document.querySelector('img')!.getAttribute('src')).toBe('/logo.svg')

  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  document.querySelector('a')!.dispatchEvent(click)
  expect(click.defaultPrevented).toBe(true)
  expect(sessionStorage.getItem(SWITCH_FOCUS_KEY)).toBe('1')
  jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS)
  expect(reloadTo).toHaveBeenCalledWith('http://localhost/ar/faq')
  expect(document.cookie).toContain('i18next=ar')
  expect(localStorage.getItem('i18nextLng')).toBe('ar')
})
