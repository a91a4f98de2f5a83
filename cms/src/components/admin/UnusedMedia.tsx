'use client'
/**
 * Above the list of images (the media collection's `beforeListTable`): how many images are used
 * nowhere (GET /api/media-usage/unused, content/mediaUsage.ts), with a link to the list showing
 * only those (`?where[id][in]=1,2,3`) and, when it does, a link back to all of them. From that
 * list an editor selects them and uses Payload's own Delete. Not shown in the drawer that picks
 * an image for a field, nor to anyone the endpoint refuses.
 */
import { Banner, useConfig, useListDrawerContext, useListQuery, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, useState, type MouseEvent } from 'react'
import type { Where } from 'payload'

type Lang = 'en' | 'ar'

const EN_PLURAL = new Intl.PluralRules('en')
const AR_PLURAL = new Intl.PluralRules('ar')

const TEXT = {
  en: {
    unused: (n: number) =>
      EN_PLURAL.select(n) === 'one'
        ? '1 image is not used on any page, provider, doctor or list.'
        : `${n} images are not used on any page, provider, doctor or list.`,
    show: (n: number) => (n === 1 ? 'Show it' : 'Show them'),
    filtered: 'Select them and choose Delete to remove them.',
    allUsed: 'Every image is in use.',
    showAll: 'Show all',
  },
  ar: {
    unused: (n: number) => {
      const where = 'في أي صفحة أو مقدم رعاية أو طبيب أو قائمة.'
      switch (AR_PLURAL.select(n)) {
        case 'one':
          return `صورة واحدة غير مستخدمة ${where}`
        case 'two':
          return `صورتان غير مستخدمتين ${where}`
        case 'few':
          return `${n} صور غير مستخدمة ${where}`
        default:
          return `${n} صورة غير مستخدمة ${where}`
      }
    },
    show: (n: number) => (AR_PLURAL.select(n) === 'two' ? 'اعرضهما' : 'اعرضها'),
    filtered: 'حدّدها واختر «حذف» لإزالتها.',
    allUsed: 'كل الصور مستخدمة.',
    showAll: 'اعرض الكل',
  },
} as const

/** Whether the list is filtered by id (`where[id][in]`, or the same in the filters' and/or form). */
const filtersById = (where: Where | undefined): boolean => {
  if (!where) return false
  if (where.id && typeof where.id === 'object' && 'in' in where.id) return true
  return [...(where.or ?? []), ...(where.and ?? [])].some(filtersById)
}

/** A plain click (not a new tab or window). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

export default function UnusedMedia() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { isInDrawer } = useListDrawerContext()
  const { data, query, handleWhereChange } = useListQuery()
  const pathname = usePathname()
  const [result, setResult] = useState<{ unused: number[]; total: number } | null>(null)
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en'
  const t = TEXT[lang]
  // Counted again whenever the list changes (after a Delete, the list shows fewer images).
  const listed = data?.totalDocs

  useEffect(() => {
    if (isInDrawer) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/media-usage/unused`, { credentials: 'include', signal: controller.signal })
      .then(async (res) => (res.ok ? ((await res.json()) as { unused: number[]; total: number }) : null))
      .then(setResult)
      .catch(() => {
        if (!controller.signal.aborted) setResult(null)
      })
    return () => controller.abort()
  }, [config.routes.api, isInDrawer, listed])

  if (isInDrawer || !result || result.total === 0) return null
  const filtered = filtersById(query?.where)
  const count = result.unused.length

  const go = (event: MouseEvent<HTMLAnchorElement>, where: Where) => {
    if (!handleWhereChange || !plainClick(event)) return
    event.preventDefault()
    void handleWhereChange(where)
  }
  const showAll = filtered && (
    <a href={pathname} onClick={(event) => go(event, {})}>
      {t.showAll}
    </a>
  )

  return (
    <div style={{ marginBottom: 'var(--base)' }} role="status">
      <Banner type={count === 0 ? 'success' : 'info'}>
        {count === 0 ? (
          <>
            {t.allUsed} {showAll}
          </>
        ) : (
          <>
            {t.unused(count)}{' '}
            {filtered ? (
              <>
                {t.filtered} {showAll}
              </>
            ) : (
              <a
                href={`?where[id][in]=${result.unused.join(',')}`}
                onClick={(event) => go(event, { id: { in: result.unused.join(',') } })}
              >
                {t.show(count)}
              </a>
            )}
          </>
        )}
      </Banner>
    </div>
  )
}
