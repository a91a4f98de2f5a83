import { CHAT_SCRIPT_ID, applyLiveChat, chatScriptUrl } from './liveChat'

const config = {
  enabled: true,
  scriptUrl: 'https://embed.tawk.to/{widgetId}',
  widgetIdArabic: 'ar-id/default',
  widgetIdOther: 'other-id/default',
}

describe('live chat', () => {
  afterEach(() => document.getElementById(CHAT_SCRIPT_ID)?.remove())

  it('uses the Arabic widget for Arabic and the other one otherwise', () => {
    expect(chatScriptUrl(config, 'ar')).toBe('https://embed.tawk.to/ar-id/default')
    expect(chatScriptUrl(config, 'en')).toBe('https://embed.tawk.to/other-id/default')
  })

  it('injects nothing when disabled or when the id for the language is empty (the seed)', () => {
    expect(chatScriptUrl({ ...config, enabled: false }, 'en')).toBeNull()
    expect(chatScriptUrl({ ...config, widgetIdArabic: '' }, 'ar')).toBeNull()
    expect(chatScriptUrl({ ...config, widgetIdArabic: '' }, 'en')).not.toBeNull()
    expect(chatScriptUrl(null, 'en')).toBeNull()
    expect(applyLiveChat({ ...config, widgetIdOther: '' }, 'en')).toBeNull()
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull()
  })

  it('injects one async script and swaps it when the language changes', () => {
    const en = applyLiveChat(config, 'en')!
    expect(en.async).toBe(true)
    expect(en.src).toBe('https://embed.tawk.to/other-id/default')
    const ar = applyLiveChat(config, 'ar')!
    expect(document.querySelectorAll(`#${CHAT_SCRIPT_ID}`)).toHaveLength(1)
    expect(ar.src).toBe('https://embed.tawk.to/ar-id/default')
    applyLiveChat({ ...config, enabled: false }, 'ar')
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull()
  })
})
