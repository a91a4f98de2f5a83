'use client'
/**
 * The case file's patient card: name, phone (call or WhatsApp), e-mail, country, language and
 * time zone, and a link to the account.
 */
import { Link, useConfig, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { langOf } from './time'

const TEXT = {
  en: {
    title: 'Patient',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    country: 'Country',
    language: 'Language',
    zone: 'Time zone',
    account: 'Open the account',
    none: '—',
    languages: { en: 'English', ar: 'Arabic' },
  },
  ar: {
    title: 'المريض',
    phone: 'الهاتف',
    whatsapp: 'واتساب',
    email: 'البريد الإلكتروني',
    country: 'الدولة',
    language: 'اللغة',
    zone: 'المنطقة الزمنية',
    account: 'فتح الحساب',
    none: '—',
    languages: { en: 'الإنجليزية', ar: 'العربية' },
  },
} as const

/** A field's value in the document's form. */
const useValue = (name: string) => useFormFields(([fields]) => fields[name]?.value)

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : (v as number | null))

export default function PatientCard() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const lang = langOf(i18n.language)
  const t = TEXT[lang]
  const name = useValue('patientName') as string | null
  const email = useValue('patientEmail') as string | null
  const phone = useValue('patientPhone') as string | null
  const countryId = idOf(useValue('patientCountry'))
  const language = useValue('patientLanguage') as 'en' | 'ar' | null
  const zone = useValue('patientTimeZone') as string | null
  const userId = idOf(useValue('user'))
  const [country, setCountry] = useState<string | null>(null)

  useEffect(() => {
    if (!countryId) return
    let live = true
    fetch(`${config.routes.api}/countries/${countryId}?depth=0&locale=${lang}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: { name?: string } | null) => live && setCountry(doc?.name ?? null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [countryId, lang, config.routes.api])

  if (!userId) return null
  const digits = phone?.replace(/\D/g, '')
  const row = (label: string, content: React.ReactNode) => (
    <div style={{ display: 'grid', gridTemplateColumns: '7rem 1fr', gap: 8 }}>
      <span style={{ opacity: 0.7 }}>{label}</span>
      <span>{content ?? t.none}</span>
    </div>
  )
  return (
    <section
      aria-labelledby="patient-card-title"
      data-testid="patient-card"
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 16, marginBlockEnd: 24 }}
    >
      <h3 id="patient-card-title" style={{ marginBlockStart: 0 }}>
        {t.title}: {name || email}
      </h3>
      {row(
        t.phone,
        phone ? (
          <span dir="ltr">
            <a href={`tel:${phone}`}>{phone}</a>
            {' · '}
            <a href={`https://wa.me/${digits}`} target="_blank" rel="noreferrer">
              {t.whatsapp}
            </a>
          </span>
        ) : null,
      )}
      {row(
        t.email,
        email ? (
          <a href={`mailto:${email}`} dir="ltr">
            {email}
          </a>
        ) : null,
      )}
      {row(t.country, country)}
      {row(t.language, language ? t.languages[language] : null)}
      {row(t.zone, zone ? <span dir="ltr">{zone}</span> : null)}
      <p style={{ marginBlockEnd: 0 }}>
        <Link href={`${config.routes.admin}/collections/users/${userId}`}>{t.account}</Link>
      </p>
    </section>
  )
}
