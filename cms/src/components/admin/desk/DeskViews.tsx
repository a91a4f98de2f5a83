'use client'
/**
 * Above the appointments list: the desk's ready views (Upcoming, Today, This week, Waiting for
 * confirmation, Cancelled, All; days and weeks in Istanbul) and the CSV export of the list as it is
 * filtered. The list opens on Upcoming.
 */
import { useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { DESK_VIEW_LABELS, DESK_VIEWS, deskView, deskWhere, whereQuery, type DeskView } from '../../../booking/desk'
import { langOf } from './time'

const TEXT = {
  en: { views: 'Views', all: 'All', export: 'Export CSV', exportHelp: 'The list as filtered, for Excel (UTF-8).' },
  ar: { views: 'العروض', all: 'الكل', export: 'تصدير CSV', exportHelp: 'القائمة كما هي مصفّاة، لبرنامج Excel (UTF-8).' },
} as const

const viewUrl = (base: string, view: DeskView | 'all', now: Date) => {
  if (view === 'all') return `${base}?view=all&sort=-appointmentDate`
  const { filters, sort } = deskView(view, now)
  return `${base}?${[...whereQuery(deskWhere(filters)), `sort=${sort}`, `view=${view}`].join('&')}`
}

export default function DeskViews() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const lang = langOf(i18n.language)
  const t = TEXT[lang]
  const current = params.get('view')
  const filtered = [...params.keys()].some((k) => k.startsWith('where') || k === 'search')

  // The desk opens on what is coming up; a filtered or chosen list stays as it is.
  useEffect(() => {
    if (!current && !filtered) router.replace(viewUrl(pathname, 'upcoming', new Date()))
  }, [current, filtered, pathname, router])

  const now = new Date()
  const exportParams = new URLSearchParams(params)
  for (const k of ['page', 'limit', 'view']) exportParams.delete(k)
  exportParams.set('lang', lang)
  const link = (active: boolean) => ({
    padding: '4px 12px',
    borderRadius: 16,
    border: '1px solid var(--theme-elevation-250)',
    background: active ? 'var(--theme-elevation-900)' : 'transparent',
    color: active ? 'var(--theme-elevation-0)' : 'inherit',
    textDecoration: 'none',
  })
  return (
    <nav
      aria-label={t.views}
      data-testid="desk-views"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBlock: 12 }}
    >
      {[...DESK_VIEWS, 'all' as const].map((view) => (
        <a
          key={view}
          href={viewUrl(pathname, view, now)}
          aria-current={current === view ? 'page' : undefined}
          style={link(current === view)}
        >
          {view === 'all' ? t.all : DESK_VIEW_LABELS[view][lang]}
        </a>
      ))}
      <a
        href={`${config.serverURL}${config.routes.api}/desk/appointments.csv?${exportParams}`}
        download
        title={t.exportHelp}
        style={{ ...link(false), marginInlineStart: 'auto' }}
      >
        {t.export}
      </a>
    </nav>
  )
}
