import { Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { DismissibleAlert } from '../../components/DismissibleAlert'
import { useLang } from '../../lib/LangContext'
import type { ApiFailure, ApiResult } from '../../lib/api'
import { describeFailure } from '../../lib/failure'
import type { Lang } from '../../lib/lang'
import { userTimeZone } from '../../lib/session'
import { formatBytes } from '../booking/fileRules'
import { type DataExport, downloadDataExport, getDataExport, requestDataExport } from './dataExportApi'

/** How often the section asks whether the export being prepared is ready. */
export const EXPORT_POLL_MS = 3_000

/** Failed checks in a row, while preparing, before the section says so (one blip is retried). */
const POLL_FAILURES = 3

type View =
  | { status: 'loading' }
  /** None asked for, or the last one expired (`expired`: say so). */
  | { status: 'none'; expired: boolean }
  | { status: Exclude<DataExport['state'], 'expired'>; data: DataExport }
  /** The latest export could not be read (a network failure, the service down…). */
  | { status: 'unknown'; failure: ApiFailure }

interface Notice {
  title: string
  message: string
  /** Shows the alert again when the same failure comes twice (a dismissed one stays closed). */
  key: number
}

/** What an answer of GET /user/me/export means for the section. */
const viewOf = (result: ApiResult<DataExport | null>): View => {
  if (!result.success) return { status: 'unknown', failure: result }
  // None asked for yet, or the last one past its 7 days: a fresh one can be prepared.
  if (!result.content) return { status: 'none', expired: false }
  if (result.content.state === 'expired') return { status: 'none', expired: true }
  return { status: result.content.state, data: result.content }
}

/** The export's own failures in words (TOO_MANY_EXPORTS, EXPORT_EXPIRED…), else the site's. */
const explain = (failure: ApiFailure, t: TFunction, lang: Lang) =>
  t(`account:dataExport.errors.${failure.message}`, { defaultValue: '' }) || describeFailure(failure, t, lang)

/**
 * A date and time in the page's language and the patient's zone, as the appointment pages show
 * theirs: month names in the language, Western digits, a 24-hour clock.
 */
export const formatUntil = (iso: string, lang: Lang) => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB'
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: userTimeZone() }).format(date)
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date) // an unknown stored zone
  }
}

/**
 * "Your data" on the profile page: the patient asks for a copy of what we hold (POST
 * /user/me/export), the worker prepares a zip while the section checks every 3 s (not while the
 * tab is hidden), then the patient downloads it (for 7 days). The state is read on mount, so a
 * zip asked for earlier is there to download or still being prepared. The status line is a polite
 * live region: screen readers hear "preparing", then "ready".
 */
export function DataExportSection() {
  const lang = useLang()
  const { t } = useTranslation('account')
  const [view, setView] = useState<View>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState<'prepare' | 'download' | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    setView({ status: 'loading' })
    getDataExport(controller.signal)
      .then((result) => setView(viewOf(result)))
      .catch(() => undefined) // aborted: the page was left
    return () => controller.abort()
  }, [attempt])

  const queued = view.status === 'queued'
  useEffect(() => {
    if (!queued) return
    let active = true
    let timer: number | undefined
    let controller: AbortController | null = null
    let failures = 0
    const schedule = () => {
      timer = window.setTimeout(() => void poll(), EXPORT_POLL_MS)
    }
    const poll = async () => {
      timer = undefined
      if (document.hidden) return // asked again when the tab shows (onVisibility)
      controller = new AbortController()
      let result: ApiResult<DataExport | null>
      try {
        result = await getDataExport(controller.signal)
      } catch {
        return // aborted: the section is gone
      }
      controller = null
      if (!active) return
      const next = viewOf(result)
      if (next.status !== 'unknown') failures = 0
      else if (++failures < POLL_FAILURES) {
        schedule()
        return
      }
      setView(next)
      // Still being prepared: the view changes (its data) but `queued` does not, so ask again.
      if (next.status === 'queued') schedule()
    }
    const onVisibility = () => {
      if (!document.hidden && timer === undefined && !controller) void poll()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      active = false
      window.clearTimeout(timer)
      controller?.abort()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [queued])

  const fail = (title: string, failure: ApiFailure) =>
    setNotice((previous) => ({ title, message: explain(failure, t, lang), key: (previous?.key ?? 0) + 1 }))

  const prepare = async () => {
    setBusy('prepare')
    setNotice(null)
    const result = await requestDataExport()
    setBusy(null)
    if (result.success) setView(viewOf(result))
    else fail(t('dataExport.prepareFailureTitle'), result)
  }

  const download = async () => {
    setBusy('download')
    setNotice(null)
    const failed = await downloadDataExport()
    setBusy(null)
    if (!failed) return
    fail(t('dataExport.downloadFailureTitle'), failed)
    // Gone (expired, or removed): back to "Prepare". Not ready after all: read the state again.
    if (failed.status === 410 || failed.status === 404) setView({ status: 'none', expired: false })
    else if (failed.status === 409) setAttempt((n) => n + 1)
  }

  const prepareButton = (label: string, variant: 'solid' | 'outline' = 'solid') => (
    <Button
      colorPalette="brand"
      variant={variant}
      loading={busy === 'prepare'}
      disabled={busy !== null}
      onClick={() => void prepare()}
    >
      {label}
    </Button>
  )

  const size = view.status === 'ready' && view.data.size !== null ? formatBytes(view.data.size, lang) : ''
  const until = view.status === 'ready' && view.data.expiresAt ? formatUntil(view.data.expiresAt, lang) : ''

  return (
    <Stack gap="3" as="section" aria-labelledby="profile-data-export">
      <Heading as="h2" size="md" id="profile-data-export">
        {t('dataExport.title')}
      </Heading>
      <Text color="fg.muted">{t('dataExport.text')}</Text>

      {/* Always there, so that what changes in it is announced. */}
      <Stack gap="1" role="status" aria-live="polite" aria-atomic="true" data-testid="data-export-status">
        {view.status === 'loading' && (
          <HStack gap="2">
            <Spinner size="sm" color="brand.700" />
            <Text>{t('dataExport.loading')}</Text>
          </HStack>
        )}
        {view.status === 'none' && view.expired && <Text>{t('dataExport.expired')}</Text>}
        {view.status === 'queued' && (
          <>
            <HStack gap="2">
              <Spinner size="sm" color="brand.700" />
              <Text fontWeight="semibold">{t('dataExport.preparing')}</Text>
            </HStack>
            <Text color="fg.muted">{t('dataExport.preparingHint')}</Text>
          </>
        )}
        {view.status === 'ready' && (
          <>
            <Text fontWeight="semibold">{t('dataExport.ready')}</Text>
            {until && <Text color="fg.muted">{t('dataExport.availableUntil', { date: until })}</Text>}
          </>
        )}
        {view.status === 'failed' && <Text color="fg.error">{t('dataExport.failed')}</Text>}
        {view.status === 'unknown' && (
          <Text color="fg.error">
            {t('dataExport.loadFailure')} {explain(view.failure, t, lang)}
          </Text>
        )}
      </Stack>

      {notice && (
        <DismissibleAlert
          key={notice.key}
          type="error"
          title={notice.title}
          message={notice.message}
          onDismiss={() => setNotice(null)}
        />
      )}

      {view.status === 'none' && <HStack>{prepareButton(t('dataExport.prepare'))}</HStack>}
      {view.status === 'failed' && <HStack>{prepareButton(t('dataExport.retry'))}</HStack>}
      {view.status === 'ready' && (
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={busy === 'download'}
            disabled={busy !== null}
            onClick={() => void download()}
          >
            {size ? t('dataExport.download', { size }) : t('dataExport.downloadNoSize')}
          </Button>
          {prepareButton(t('dataExport.prepareAgain'), 'outline')}
        </HStack>
      )}
      {view.status === 'unknown' && (
        <HStack>
          <Button colorPalette="brand" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('dataExport.checkAgain')}
          </Button>
        </HStack>
      )}
    </Stack>
  )
}
