/**
 * The third-party live-chat widget (CMS global LiveChat): injected only when enabled and the
 * widget id for the current language (Arabic, or the other one) is set; async, never blocking.
 */
export interface LiveChatConfig {
  enabled: boolean | null
  scriptUrl: string | null
  widgetIdArabic: string | null
  widgetIdOther: string | null
}

export const CHAT_SCRIPT_ID = 'live-chat-widget'

export const chatScriptUrl = (config: LiveChatConfig | null | undefined, lang: string): string | null => {
  if (!config?.enabled || !config.scriptUrl) return null
  const widgetId = (lang === 'ar' ? config.widgetIdArabic : config.widgetIdOther)?.trim()
  if (!widgetId) return null
  return config.scriptUrl.replace('{widgetId}', encodeURIComponent(widgetId).replace(/%2F/g, '/'))
}

/** Puts the widget script for this language in place (replacing another language's), or removes it. */
export const applyLiveChat = (config: LiveChatConfig | null | undefined, lang: string, doc: Document = document) => {
  const src = chatScriptUrl(config, lang)
  const existing = doc.getElementById(CHAT_SCRIPT_ID) as HTMLScriptElement | null
  if (existing && existing.src === src) return existing
  existing?.remove()
  if (!src) return null
  const script = doc.createElement('script')
  script.id = CHAT_SCRIPT_ID
  script.async = true
  script.src = src
  script.charset = 'UTF-8'
  script.setAttribute('crossorigin', '*')
  script.dataset.lang = lang
  doc.body.appendChild(script)
  return script
}
