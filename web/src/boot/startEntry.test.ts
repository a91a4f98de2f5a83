/**
 * The entry loader of server-rendered pages (startEntry.ts, inlined by the origin as built from
 * entryLoader.ts): the site's scripts start once the page has been shown.
 */
import { startEntryWhenShown } from './startEntry'

/** The module scripts of `src` the loader added. */
const added = (src: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.getAttribute('src') === src)

/** A stand-in for the browser's PerformanceObserver: the test reports largest paints itself. */
const observers: PerformanceObserverCallback[] = []
class FakePerformanceObserver {
  constructor(callback: PerformanceObserverCallback) {
    observers.push(callback)
  }
  observe() {}
}
const reportPaint = (url: string) => {
  const list = { getEntries: () => [{ url }] } as unknown as PerformanceObserverEntryList
  for (const callback of observers) callback(list, {} as PerformanceObserver)
}

let entries = 0
/** A fresh entry address per test (listeners of earlier tests stay on the window). */
const nextEntry = () => `/assets/index-${++entries}.js`

beforeEach(() => {
  jest.useFakeTimers()
  document.head.innerHTML = ''
  observers.length = 0
})
afterEach(() => {
  jest.clearAllTimers()
  jest.useRealTimers()
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver
})

describe('entry loader', () => {
  test('a signed-in visitor gets the entry at once, as a module script, once', () => {
    localStorage.setItem('user', '{"id":"1"}')
    const entry = nextEntry()
    startEntryWhenShown(entry)
    const [script, ...more] = added(entry)
    expect(script?.type).toBe('module')
    expect(script?.crossOrigin).toBe('anonymous')
    expect(more).toHaveLength(0)
    dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(5000)
    expect(added(entry), 'not added again').toHaveLength(1)
  })

  test('without a banner: one frame after the load event', () => {
    const entry = nextEntry()
    startEntryWhenShown(entry)
    jest.advanceTimersByTime(2000)
    expect(added(entry), 'before the load event').toHaveLength(0)
    dispatchEvent(new Event('load'))
    expect(added(entry), 'after the next frame').toHaveLength(0)
    jest.advanceTimersByTime(50)
    expect(added(entry)).toHaveLength(1)
    jest.advanceTimersByTime(5000)
    expect(added(entry)).toHaveLength(1)
  })

  test("with a banner: after the load event and the banner's largest paint", () => {
    Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver })
    document.head.innerHTML = '<link rel="preload" as="image" href="/api/media/file/banner.jpg" />'
    const entry = nextEntry()
    startEntryWhenShown(entry)
    dispatchEvent(new Event('load'))
    reportPaint('http://localhost/api/media/file/other.jpg')
    jest.advanceTimersByTime(500)
    expect(added(entry), 'another element painted').toHaveLength(0)
    reportPaint(new URL('/api/media/file/banner.jpg', location.href).href)
    jest.advanceTimersByTime(50)
    expect(added(entry)).toHaveLength(1)
  })

  test('with a banner with a srcset: after the paint of the file the browser chose', () => {
    Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver })
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/api/media/file/banner.jpg" ' +
      'imagesrcset="/api/media/file/banner-400x200.jpg 400w, /api/media/file/banner-1600x800.jpg 1600w, /api/media/file/banner.jpg 2400w" ' +
      'imagesizes="100vw" />'
    const entry = nextEntry()
    startEntryWhenShown(entry)
    dispatchEvent(new Event('load'))
    reportPaint('http://localhost/api/media/file/other.jpg')
    jest.advanceTimersByTime(500)
    expect(added(entry), 'another element painted').toHaveLength(0)
    reportPaint(new URL('/api/media/file/banner-1600x800.jpg', location.href).href)
    jest.advanceTimersByTime(50)
    expect(added(entry)).toHaveLength(1)
  })

  test('with a banner whose paint is never reported: 1 s after the load event', () => {
    Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver })
    document.head.innerHTML = '<link rel="preload" as="image" href="/api/media/file/banner.jpg" />'
    const entry = nextEntry()
    startEntryWhenShown(entry)
    dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(900)
    expect(added(entry)).toHaveLength(0)
    jest.advanceTimersByTime(200)
    expect(added(entry)).toHaveLength(1)
  })

  test('without largest-paint timing, the load event decides; in any case after 3 s', () => {
    document.head.innerHTML = '<link rel="preload" as="image" href="/api/media/file/banner.jpg" />'
    const first = nextEntry()
    startEntryWhenShown(first)
    dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(50)
    expect(added(first), 'no PerformanceObserver').toHaveLength(1)

    const second = nextEntry()
    startEntryWhenShown(second)
    jest.advanceTimersByTime(2999)
    expect(added(second), 'no load event yet').toHaveLength(0)
    jest.advanceTimersByTime(1)
    expect(added(second)).toHaveLength(1)
  })

  test("the inlined script reads the entry's address from its own tag", async () => {
    localStorage.setItem('user', '{"id":"1"}')
    const tag = document.createElement('script')
    tag.dataset.entry = nextEntry()
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true })
    try {
      await jest.isolateModulesAsync(async () => {
        await import('./entryLoader')
      })
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true })
    }
    expect(added(tag.dataset.entry ?? '')).toHaveLength(1)
  })
})
