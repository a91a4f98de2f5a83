'use client'
/**
 * English | العربية: the panel's own language (menus, buttons, labels), on the login page
 * (admin.components.beforeLogin) and in the header (admin.components.actions). Payload's
 * switchLanguage stores the choice in the `payload-lng` cookie and refreshes the page, so it
 * works before anyone is signed in. The content's language is the header's other switch.
 */
import { useAuth, useTranslation } from '@payloadcms/ui'
import type { AcceptedLanguages } from '@payloadcms/translations'
import { useId, useState, type CSSProperties } from 'react'

const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const

const TEXT = {
  en: { label: 'Panel language', short: 'Panel', help: 'Changes the panel’s menus and buttons, not the content' },
  ar: { label: 'لغة اللوحة', short: 'اللوحة', help: 'يغيّر قوائم اللوحة وأزرارها، لا المحتوى' },
} as const

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

const buttonStyle = (pressed: boolean): CSSProperties => ({
  font: 'inherit',
  fontSize: 13,
  lineHeight: '20px',
  padding: '2px 10px',
  margin: 0,
  border: 0,
  borderRadius: 'var(--style-radius-s, 4px)',
  cursor: pressed ? 'default' : 'pointer',
  background: pressed ? 'var(--theme-elevation-800)' : 'transparent',
  color: pressed ? 'var(--theme-elevation-0)' : 'var(--theme-elevation-800)',
  fontWeight: pressed ? 600 : 400,
})

type Props = {
  /**
   * For the header: a short visible label ("Panel"), the explanation as a tooltip and for screen
   * readers only. Default: compact once signed in (the header), full on the login page.
   */
  compact?: boolean
}

export default function PanelLanguage({ compact }: Props) {
  const { i18n, switchLanguage } = useTranslation()
  const { user } = useAuth()
  const [pending, setPending] = useState<string | null>(null)
  const helpId = useId()
  const current = i18n.language === 'ar' ? 'ar' : 'en'
  const t = TEXT[current]
  const small = compact ?? Boolean(user)

  const choose = async (code: AcceptedLanguages) => {
    if (code === current || pending) return
    setPending(code)
    try {
      if (switchLanguage) await switchLanguage(code)
      else {
        // Outside Payload's root layout (never expected): the same cookie, then a full reload.
        document.cookie = `payload-lng=${code}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`
        window.location.reload()
      }
    } finally {
      setPending(null)
    }
  }

  return (
    <div
      className="panel-language"
      title={small ? t.help : undefined}
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: small ? 'row' : 'column',
        alignItems: small ? 'center' : 'flex-start',
        gap: 6,
        marginBottom: small ? 0 : 'calc(var(--base, 20px) * 1.5)',
      }}
    >
      {/* Seen, not read: the group below carries the full label. */}
      <span
        className="panel-language__label"
        aria-hidden="true"
        style={small ? { fontSize: 13, color: 'var(--theme-elevation-500)' } : { fontWeight: 600 }}
      >
        {small ? t.short : t.label}
      </span>
      <div
        role="group"
        aria-label={t.label}
        aria-describedby={helpId}
        aria-busy={pending !== null}
        style={{
          display: 'inline-flex',
          gap: 2,
          padding: 2,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-m, 6px)',
          background: 'var(--theme-input-bg, transparent)',
        }}
      >
        {LANGUAGES.map(({ code, name, dir }) => (
          <button
            key={code}
            type="button"
            lang={code}
            dir={dir}
            aria-pressed={code === current}
            disabled={pending !== null && pending !== code}
            onClick={() => void choose(code)}
            style={buttonStyle(code === current || pending === code)}
          >
            {name}
          </button>
        ))}
      </div>
      <small
        id={helpId}
        style={small ? visuallyHidden : { color: 'var(--theme-elevation-500)', fontSize: 12, lineHeight: '16px' }}
      >
        {t.help}
      </small>
    </div>
  )
}
