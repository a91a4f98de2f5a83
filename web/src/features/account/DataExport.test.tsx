import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { Route, Routes } from 'react-router-dom'

import { RequireAuth } from '../../components/RequireAuth'
import { renderWithProviders } from '../../test/render'
import { DataExportSection, EXPORT_POLL_MS } from './DataExport'
import type { DataExport } from './dataExportApi'
import ProfilePage from './ProfilePage'
import type { Profile } from './profileApi'
import { type Call, fakeApi, fewTimeZones, json } from './testApi'

const PROFILE: Profile = {
  id: 12,
  email: 'sarah@example.com',
  firstName: 'Sarah',
  lastName: 'Hadid',
  phone: '+962791234567',
  country: 'JO',
  countryId: 3,
  preferredLanguage: 'en',
  timeZone: 'Asia/Amman',
  roles: ['ROLE_USER'],
  active: true,
  verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

// Amman is UTC+3 all year: the dates below read the same on any machine.
const STORED = {
  id: 12,
  email: 'sarah@example.com',
  roles: ['ROLE_USER'],
  accessToken: 'jwt-token',
  timeZone: 'Asia/Amman',
}

const EXPORT = '/api/v1/user/me/export'
const DOWNLOAD = '/api/v1/user/me/export/download'
const FILE_NAME = 'medtour-data-2026-03-15.zip'

const QUEUED: DataExport = {
  id: 5,
  state: 'queued',
  createdAt: '2026-03-15T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  size: null,
}
const READY: DataExport = {
  ...QUEUED,
  state: 'ready',
  readyAt: '2026-03-15T10:00:04.000Z',
  expiresAt: '2026-03-22T10:00:04.000Z',
  size: Math.round(1.2 * 1024 * 1024),
}
const FAILED: DataExport = { ...QUEUED, state: 'failed' }

const latest = (data: DataExport) => () => json(200, { message: 'OK', content: data })
const queuedAnswer = () => json(202, { message: 'EXPORT_QUEUED', content: QUEUED })
const noneYet = () => json(200, { message: 'OK', content: null })
const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${FILE_NAME}"` },
  })

type Answer = () => Response | Promise<Response>

/**
 * The booking API as the section sees it; `server` may be changed by a test as the worker would
 * (what GET answers, what POST and the download answer). The profile GET answers the profile.
 */
const exportApi = (server: { latest: Answer; prepare?: Answer; download?: Answer }) =>
  fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/v1/user/id/12')
      return json(200, { message: 'OK', content: PROFILE })
    if (call.method === 'GET' && call.path === EXPORT) return server.latest()
    if (call.method === 'POST' && call.path === EXPORT) return (server.prepare ?? queuedAnswer)()
    if (call.method === 'GET' && call.path === DOWNLOAD) return (server.download ?? zip)()
    return noneYet()
  })

const checks = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === EXPORT).length
const requests = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === EXPORT)

/** The section alone, under the language's providers. */
const renderSection = (lang: 'en' | 'ar' = 'en') => renderWithProviders(<DataExportSection />, { lang })

/** The whole profile page, as the patient reaches it. */
const renderProfile = () =>
  renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/:lang/account-profile" element={<ProfilePage />} />
      </Route>
    </Routes>,
    { lang: 'en', path: '/en/account-profile' },
  )

const section = (name = 'Your data') => screen.getByRole('region', { name })
const status = () => screen.getByTestId('data-export-status')

/** Lets fake time pass, and the answers it brings arrive. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })

/**
 * The section once "open" is clicked: the page's providers settle on the real clock, then a test
 * may fake the clock before the section starts (and schedules its checks).
 */
function OpenLater() {
  const [open, setOpen] = useState(false)
  return open ? <DataExportSection /> : <button onClick={() => setOpen(true)}>open</button>
}

const openWithFakeClock = async () => {
  await renderWithProviders(<OpenLater />)
  jest.useFakeTimers()
  fireEvent.click(screen.getByRole('button', { name: 'open' }))
  await advance(0)
}

/** What the page saves through a temporary link (jsdom cannot download). */
const captureSaves = () => {
  const saved: string[] = []
  URL.createObjectURL = jest.fn(() => 'blob:data-export')
  URL.revokeObjectURL = jest.fn()
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  return saved
}

const { createObjectURL, revokeObjectURL } = URL

beforeEach(() => {
  window.localStorage.setItem('user', JSON.stringify(STORED))
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  URL.createObjectURL = createObjectURL
  URL.revokeObjectURL = revokeObjectURL
})

describe('Your data (download my data)', () => {
  jest.setTimeout(20_000)

  it('none → prepare → preparing, checked every 3 s → ready → downloads the zip with the token', async () => {
    fewTimeZones()
    const server = { latest: noneYet as Answer }
    const api = exportApi({
      latest: () => server.latest(),
      prepare: () => {
        server.latest = latest(QUEUED)
        return queuedAnswer()
      },
    })
    const saved = captureSaves()
    await renderProfile()

    // Its own section, above the danger zone and not inside it.
    const data = section()
    const danger = screen.getByRole('region', { name: 'Delete my account' })
    expect(danger).not.toContainElement(data)
    expect(data.compareDocumentPosition(danger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(data).toHaveTextContent('your appointments with their history and survey answers')
    expect(data).toHaveTextContent('the e-mails we sent you (not their contents) and your medical files')
    expect(data).toHaveTextContent('stays available for 7 days')
    expect(status()).toHaveAttribute('aria-live', 'polite')

    const prepare = await within(data).findByRole('button', { name: 'Prepare my data' })
    expect(checks(api.calls)).toBe(1)
    expect(within(data).queryByRole('button', { name: /^Download my data/ })).toBeNull()

    jest.useFakeTimers()
    fireEvent.click(prepare)
    await advance(0)
    expect(requests(api.calls)).toHaveLength(1)
    expect(requests(api.calls)[0]!.headers.authorization).toBe('Bearer jwt-token')
    expect(status()).toHaveTextContent('Preparing your data…')
    expect(status()).toHaveTextContent('You can leave this page')
    expect(within(data).queryByRole('button', { name: 'Prepare my data' })).toBeNull()

    // Checked again every 3 s while being prepared, not before.
    await advance(EXPORT_POLL_MS - 1)
    expect(checks(api.calls)).toBe(1)
    await advance(1)
    expect(checks(api.calls)).toBe(2)
    expect(status()).toHaveTextContent('Preparing your data…')
    await advance(EXPORT_POLL_MS)
    expect(checks(api.calls)).toBe(3)

    // The worker is done: "ready" is in the live region, with the date in the patient's zone.
    server.latest = latest(READY)
    await advance(EXPORT_POLL_MS)
    expect(checks(api.calls)).toBe(4)
    expect(status()).toHaveTextContent('Your data is ready to download.')
    expect(status()).toHaveTextContent('Available until 22 March 2026 at 13:00.')
    expect(status()).not.toHaveTextContent('Preparing')
    // No more checks once ready.
    await advance(EXPORT_POLL_MS * 3)
    expect(checks(api.calls)).toBe(4)
    jest.useRealTimers()

    fireEvent.click(within(data).getByRole('button', { name: 'Download my data (zip, 1.2 MB)' }))
    await waitFor(() => expect(saved).toEqual([FILE_NAME]))
    const downloads = api.calls.filter((c) => c.path === DOWNLOAD)
    expect(downloads).toHaveLength(1)
    expect(downloads[0]!.method).toBe('GET')
    expect(downloads[0]!.headers.authorization).toBe('Bearer jwt-token')
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1)
    expect((URL.createObjectURL as jest.Mock).mock.calls[0][0]).toMatchObject({ size: 4, type: 'application/zip' })
    expect(within(data).queryByRole('alert')).toBeNull()
    // Done: both buttons usable again, and a fresh copy can be asked for.
    await waitFor(() => expect(within(data).getByRole('button', { name: 'Prepare a fresh copy' })).toBeEnabled())
    expect(within(data).getByRole('button', { name: 'Download my data (zip, 1.2 MB)' })).toBeEnabled()
  })

  it('an export being prepared when the page opens is followed until it failed; then it can be tried again', async () => {
    const server = { latest: latest(QUEUED) }
    const api = exportApi({ latest: () => server.latest() })
    await openWithFakeClock()
    expect(status()).toHaveTextContent('Preparing your data…')
    expect(screen.queryByRole('button')).toBeNull()

    server.latest = latest(FAILED)
    await advance(EXPORT_POLL_MS)
    expect(status()).toHaveTextContent('We could not prepare your data.')
    expect(status()).not.toHaveTextContent('Preparing')
    await advance(EXPORT_POLL_MS * 2)
    expect(checks(api.calls)).toBe(2)
    jest.useRealTimers()

    fireEvent.click(screen.getByRole('button', { name: 'Prepare my data again' }))
    expect(await screen.findByText('Preparing your data…')).toBeInTheDocument()
    expect(requests(api.calls)).toHaveLength(1)
    expect(screen.queryByText('We could not prepare your data.')).toBeNull()
  })

  it('stops checking when the page is left, and while the tab is hidden', async () => {
    const api = exportApi({ latest: latest(QUEUED) })
    const { unmount } = await renderWithProviders(<OpenLater />)
    jest.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    await advance(0)
    expect(checks(api.calls)).toBe(1)
    await advance(EXPORT_POLL_MS)
    expect(checks(api.calls)).toBe(2)

    // Hidden: the next check waits for the tab to show again, then happens at once.
    let hidden = true
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    try {
      await advance(EXPORT_POLL_MS * 3)
      expect(checks(api.calls)).toBe(2)
      hidden = false
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await advance(0)
      expect(checks(api.calls)).toBe(3)
      await advance(EXPORT_POLL_MS)
      expect(checks(api.calls)).toBe(4)
    } finally {
      delete (document as { hidden?: boolean }).hidden
    }

    unmount()
    await advance(EXPORT_POLL_MS * 3)
    expect(checks(api.calls)).toBe(4)
  })

  it('too many exports (429) is said plainly, and the ready copy stays', async () => {
    const api = exportApi({ latest: latest(READY), prepare: () => json(429, { message: 'TOO_MANY_EXPORTS' }) })
    await renderSection()
    fireEvent.click(screen.getByRole('button', { name: 'Prepare a fresh copy' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your data could not be prepared')
    expect(alert).toHaveTextContent('You can prepare your data at most 3 times in 24 hours. Please try again later.')
    expect(requests(api.calls)).toHaveLength(1)
    expect(status()).toHaveTextContent('Your data is ready to download.')
    expect(screen.getByRole('button', { name: 'Download my data (zip, 1.2 MB)' })).toBeEnabled()
  })

  it('an expired copy (410) on download goes back to "Prepare my data", nothing saved', async () => {
    const saved = captureSaves()
    exportApi({ latest: latest(READY), download: () => json(410, { message: 'EXPORT_EXPIRED' }) })
    await renderSection()
    fireEvent.click(screen.getByRole('button', { name: 'Download my data (zip, 1.2 MB)' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your data could not be downloaded')
    expect(alert).toHaveTextContent('This copy has expired. Prepare your data again to get a new one.')
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: /^Download my data/ })).toBeNull()
    expect(status()).not.toHaveTextContent('ready')
    expect(saved).toEqual([])
  })

  it('not ready after all (409) says so and reads the state again', async () => {
    let answers = 0
    const api = exportApi({
      latest: () => (++answers === 1 ? latest(READY)() : latest(QUEUED)()),
      download: () => json(409, { message: 'EXPORT_NOT_READY' }),
    })
    await renderSection()
    fireEvent.click(screen.getByRole('button', { name: 'Download my data (zip, 1.2 MB)' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your data could not be downloaded')
    expect(alert).toHaveTextContent('Your data is not ready yet.')
    await waitFor(() => expect(status()).toHaveTextContent('Preparing your data…'))
    expect(checks(api.calls)).toBe(2)
    expect(screen.queryByRole('button', { name: /^Download my data/ })).toBeNull()
  })

  it('a network failure on download is said in words, and the copy can still be downloaded', async () => {
    const saved = captureSaves()
    let downloads = 0
    exportApi({
      latest: latest(READY),
      download: () => (++downloads === 1 ? Promise.reject(new TypeError('Failed to fetch')) : zip()),
    })
    await renderSection()
    fireEvent.click(screen.getByRole('button', { name: 'Download my data (zip, 1.2 MB)' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection')
    expect(saved).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Download my data (zip, 1.2 MB)' }))
    await waitFor(() => expect(saved).toEqual([FILE_NAME]))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('an expired copy when the page opens is said, with "Prepare my data"', async () => {
    const api = exportApi({ latest: latest({ ...READY, state: 'expired' }) })
    await renderSection()
    expect(status()).toHaveTextContent('Your last copy has expired. Prepare a new one when you need it.')
    fireEvent.click(screen.getByRole('button', { name: 'Prepare my data' }))
    expect(await screen.findByText('Preparing your data…')).toBeInTheDocument()
    expect(requests(api.calls)).toHaveLength(1)
  })

  it('a failed check offers to check again', async () => {
    let answers = 0
    exportApi({ latest: () => (++answers === 1 ? json(503, { message: 'SERVICE_UNAVAILABLE' }) : noneYet()) })
    await renderSection()
    expect(status()).toHaveTextContent(
      'We could not check for a copy of your data. The service is temporarily unavailable',
    )
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByRole('button', { name: 'Prepare my data' })).toBeInTheDocument()
    expect(status()).toBeEmptyDOMElement()
  })

  it('in Arabic: right to left, Arabic words, size and date; failures in Arabic', async () => {
    // As LangGuard does for an /ar/ page.
    document.documentElement.dir = 'rtl'
    document.documentElement.lang = 'ar'
    try {
      exportApi({ latest: latest(READY), prepare: () => json(429, { message: 'TOO_MANY_EXPORTS' }) })
      await renderSection('ar')
      const data = section('بياناتك')
      expect(data.closest('[dir]')).toHaveAttribute('dir', 'rtl')
      expect(data.querySelector('[dir="ltr"]')).toBeNull()
      expect(data).toHaveTextContent('ورسائل البريد الإلكتروني التي أرسلناها إليك (دون محتواها)')
      expect(data).toHaveTextContent('مدة 7 أيام')
      expect(status()).toHaveTextContent('بياناتك جاهزة للتنزيل.')
      expect(status()).toHaveTextContent('متاحة حتى 22 مارس 2026 في 13:00.')
      expect(screen.getByRole('button', { name: 'تنزيل بياناتي (ملف مضغوط، 1.2 م.ب)' })).toBeInTheDocument()
      expect(data.textContent).not.toMatch(/[A-Za-z]{3,}/)

      fireEvent.click(screen.getByRole('button', { name: 'تجهيز نسخة جديدة' }))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('تعذّر تجهيز بياناتك')
      expect(alert).toHaveTextContent('يمكنك تجهيز بياناتك 3 مرات كحدّ أقصى خلال 24 ساعة')
      expect(data.textContent).not.toMatch(/[A-Za-z]{3,}/)
    } finally {
      document.documentElement.dir = ''
      document.documentElement.lang = ''
    }
  })
})
