import { detectLanguages, keepLanguage, languageDetector, localesBackend } from './i18nPlugins'

const clearCookie = () => {
  document.cookie = 'i18next=; path=/; max-age=0'
}

describe('languageDetector', () => {
  const languages = jest.spyOn(navigator, 'languages', 'get')
  beforeEach(() => {
    window.history.replaceState(null, '', '/')
    document.documentElement.removeAttribute('lang')
    localStorage.clear()
    sessionStorage.clear()
    clearCookie()
    languages.mockReturnValue(['ru-RU', 'ar-SA'])
  })
  afterAll(() => languages.mockRestore())

  it('names the candidates in the spec order: path, html lang, cookie, localStorage, sessionStorage, browser', () => {
    window.history.replaceState(null, '', '/ar/faq')
    document.documentElement.setAttribute('lang', 'en')
    document.cookie = 'i18next=de; path=/'
    localStorage.setItem('i18nextLng', 'fr')
    sessionStorage.setItem('i18nextLng', 'tr')
    expect(detectLanguages().slice(0, 7)).toEqual(['ar', 'en', 'de', 'fr', 'tr', 'ru-RU', 'ar-SA'])
  })

  it('skips what is missing and names a language once', () => {
    window.history.replaceState(null, '', '/')
    localStorage.setItem('i18nextLng', 'ar-SA')
    expect(detectLanguages()[0]).toBe('ar-SA')
    expect(detectLanguages().filter((l) => l === 'ar-SA')).toHaveLength(1)
  })

  it('keeps the chosen language in localStorage and the cookie, never cimode', () => {
    languageDetector.cacheUserLanguage!('ar')
    expect(localStorage.getItem('i18nextLng')).toBe('ar')
    expect(document.cookie).toContain('i18next=ar')
    languageDetector.cacheUserLanguage!('cimode')
    expect(localStorage.getItem('i18nextLng')).toBe('ar')
    keepLanguage('en')
    expect(document.cookie).toContain('i18next=en')
  })
})

describe('localesBackend', () => {
  const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>()
  beforeEach(() => {
    fetchMock.mockReset()
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock)
  })
  afterAll(() => jest.restoreAllMocks())

  const read = (lng = 'ar', ns = 'common') =>
    new Promise<[unknown, unknown]>((done) =>
      (localesBackend.read as (l: string, n: string, cb: (e: unknown, d: unknown) => void) => void)(lng, ns, (e, d) =>
        done([e, d]),
      ),
    )

  it('reads the language and namespace file', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ hello: 'مرحبا' }), { status: 200 }))
    expect(await read()).toEqual([null, { hello: 'مرحبا' }])
    expect(fetchMock).toHaveBeenCalledWith('/locales/ar/common.json')
  })

  it('asks i18next to retry a network failure, a 429 and a 5xx, but not a 404 or a broken file', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect((await read())[1]).toBe(true)
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }))
    expect((await read())[1]).toBe(true)
    fetchMock.mockResolvedValueOnce(new Response('', { status: 429 }))
    expect((await read())[1]).toBe(true)
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }))
    const [missing, retry] = await read()
    expect(String(missing)).toContain('HTTP 404')
    expect(retry).toBe(false)
    fetchMock.mockResolvedValueOnce(new Response('{not json', { status: 200 }))
    const [broken, again] = await read()
    // The parse error comes from Node's fetch, another realm than jsdom's Error: compared by name.
    expect(broken).toHaveProperty('name', 'SyntaxError')
    expect(again).toBe(false)
  })
})
