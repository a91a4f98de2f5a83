'use client'
/**
 * The services survey as the desk reads it, in the staff member's language: the packages the
 * patient asked for (empty ones hidden), each field by its label and each choice by its words from
 * the `travel-services` global (what the site showed the patient), preference questions by title.
 */
import { useConfig, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { PACKAGES } from '../../../booking/survey'
import { langOf } from './time'

type Words = Record<
  string,
  { title?: string; fields: Record<string, { label?: string; options: Record<string, string> }> }
>

const TEXT = {
  en: {
    title: 'Travel services requested',
    none: 'The patient has not asked for any travel service.',
    yes: 'Yes',
    no: 'No',
    questions: 'Preference questions',
    sent: 'Sent',
  },
  ar: {
    title: 'خدمات السفر المطلوبة',
    none: 'لم يطلب المريض أي خدمة سفر.',
    yes: 'نعم',
    no: 'لا',
    questions: 'أسئلة التفضيلات',
    sent: 'أُرسل',
  },
} as const

const human = (name: string) => name.replace(/^[a-z]+_/, '').replace(/([a-z])([A-Z])/g, '$1 $2')

export default function SurveySummary() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const lang = langOf(i18n.language)
  const t = TEXT[lang]
  const survey = useFormFields(([fields]) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([k]) => k.startsWith('travelPreferences.'))
        .map(([k, f]) => [k.slice('travelPreferences.'.length), f?.value]),
    ),
  )
  const [words, setWords] = useState<Words>({})
  const [questions, setQuestions] = useState<Record<string, string>>({})
  const asked = Array.isArray(survey.preferenceQuestions) ? (survey.preferenceQuestions as string[]) : []
  const askedKey = asked.join(',')

  useEffect(() => {
    let live = true
    fetch(`${config.routes.api}/globals/travel-services?depth=0&locale=${lang}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : null))
      .then(
        (
          global: {
            packages?: {
              key?: string
              title?: string
              fields?: { name?: string; label?: string; options?: { value?: string; label?: string }[] }[]
            }[]
          } | null,
        ) => {
          if (!live || !global) return
          const next: Words = {}
          for (const p of global.packages ?? []) {
            if (!p.key) continue
            next[p.key] = { title: p.title, fields: {} }
            for (const f of p.fields ?? []) {
              if (!f.name) continue
              next[p.key]!.fields[f.name] = {
                label: f.label,
                options: Object.fromEntries((f.options ?? []).map((o) => [o.value ?? '', o.label ?? ''])),
              }
            }
          }
          setWords(next)
        },
      )
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [lang, config.routes.api])

  useEffect(() => {
    if (!askedKey) return
    let live = true
    const query = new URLSearchParams({ 'where[key][in]': askedKey, depth: '0', locale: lang, limit: '50' })
    fetch(`${config.routes.api}/preference-questions?${query}`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : { docs: [] }))
      .then((body: { docs: { key: string; title?: string }[] }) => {
        if (live) setQuestions(Object.fromEntries(body.docs.map((q) => [q.key, q.title ?? q.key])))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [askedKey, lang, config.routes.api])

  const shown = (v: unknown) => v !== null && v !== undefined && v !== ''
  const value = (pack: string, field: string, v: unknown) => {
    if (typeof v === 'boolean') return v ? t.yes : t.no
    const option = words[pack]?.fields[field]?.options[String(v)]
    return option || String(v)
  }
  const packages = PACKAGES.filter((p) => survey[p.flag] === true)
  return (
    <section aria-labelledby="desk-survey-title" data-testid="desk-survey" style={{ marginBlock: 24 }}>
      <h3 id="desk-survey-title">{t.title}</h3>
      {packages.length === 0 && asked.length === 0 ? <p>{t.none}</p> : null}
      {packages.map((p) => (
        <div key={p.key} style={{ marginBlockEnd: 12 }}>
          <h4 style={{ marginBlock: 4 }}>{words[p.key]?.title ?? p.key}</h4>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
              gap: '2px 12px',
              margin: 0,
            }}
          >
            {p.fields
              .filter((f) => shown(survey[f.name]))
              .map((f) => (
                <div key={f.name} style={{ display: 'contents' }}>
                  <dt style={{ opacity: 0.7 }}>{words[p.key]?.fields[f.name]?.label ?? human(f.name)}</dt>
                  <dd style={{ margin: 0 }} dir="auto">
                    {value(p.key, f.name, survey[f.name])}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
      {asked.length ? (
        <div>
          <h4 style={{ marginBlock: 4 }}>{t.questions}</h4>
          <ul style={{ margin: 0 }}>
            {asked.map((k) => (
              <li key={k}>{questions[k] ?? k}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
