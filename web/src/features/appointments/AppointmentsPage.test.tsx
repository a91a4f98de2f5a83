import { act, configure, fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { updateStoredUser } from '../../lib/session'
import { renderWithProviders, settle } from '../../test/render'
import { setViewportWidth } from '../../test/viewport'
import type { Appointment } from './api/appointment'
import { appointmentFixture, jsonResponse, mockApi } from './testing'
import AppointmentsPage from './AppointmentsPage'

configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(30_000)

const LIST = '/api/v1/appointment/user/3?size=500&page=0'

const booked = (id: number, day: number, overrides: Partial<Appointment> = {}) =>
  appointmentFixture({
    id,
    createdAt: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`,
    appointmentDate: `2026-12-${String(day).padStart(2, '0')}T07:00:00.000Z`,
    ...overrides,
  })

const renderList = (lang: 'en' | 'ar' = 'en', timeZone = 'Asia/Riyadh') => {
  window.localStorage.setItem('user', JSON.stringify({ id: 3, accessToken: 'token', timeZone }))
  return renderWithProviders(
    <Routes>
      <Route path="/:lang/account-appointments" element={<AppointmentsPage />} />
    </Routes>,
    { lang, path: `/${lang}/account-appointments` },
  )
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')

// A desktop screen (the table); phones get cards (see below).
let restoreViewport: () => void = () => undefined
beforeEach(() => {
  restoreViewport = setViewportWidth(1280)
})
afterEach(() => {
  restoreViewport()
  jest.restoreAllMocks()
})

describe('account appointments', () => {
  it('lists the appointments newest first with number, doctor, times, status and a details link', async () => {
    const { calls } = mockApi({
      [`GET ${LIST}`]: () =>
        jsonResponse(200, {
          content: [
            booked(4, 3, { status: 'CONFIRMED' }),
            booked(9, 20, { doctor: { id: 5, name: 'Elif Şahin', title: 'Prof. Dr.' } }),
            booked(6, 10, { status: 'CANCELLED', patientTimeZone: 'Europe/Moscow' }),
          ],
          totalElements: 3,
          totalPages: 1,
        }),
    })
    await renderList()
    expect(await screen.findByRole('heading', { level: 1, name: 'My appointments' })).toBeInTheDocument()
    await screen.findByText('#9')
    expect(calls[0]).toMatchObject({ method: 'GET', url: LIST })
    const rows = bodyRows()
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3'])
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['#9', '#6', '#4'])
    expect(rows[0]).toHaveTextContent('Prof. Dr. Elif Şahin')
    // 07:00 UTC is 10:00 in Istanbul and in Riyadh (the same clock) and in Moscow.
    expect(rows[0]).toHaveTextContent('20 Dec 2026, 10:00')
    expect(rows[0]).toHaveTextContent('Same as your time')
    expect(rows[1]).toHaveTextContent('Cancelled')
    expect(rows[2]).toHaveTextContent('Confirmed')
    expect(within(rows[0]!).getByText('Pending confirmation')).toBeInTheDocument()
    expect(within(rows[1]!).getByRole('link', { name: 'View appointment #6' })).toHaveAttribute(
      'href',
      '/en/account-appointment-details?id=6',
    )
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/en/doctor-list')
    expect(screen.queryByTestId('pagination')).toBeNull()
  })

  it("says 'no data found' when there is none", async () => {
    mockApi({ [`GET ${LIST}`]: () => jsonResponse(200, { content: [], totalElements: 0, totalPages: 0 }) })
    await renderList()
    expect(await screen.findByText('No data found')).toBeInTheDocument()
    expect(screen.queryByTestId('pagination')).toBeNull()
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toBeInTheDocument()
  })

  it('pages only above one page', async () => {
    mockApi({
      [`GET ${LIST}`]: () =>
        jsonResponse(200, { content: Array.from({ length: 12 }, (_, i) => booked(i + 1, i + 1)), totalPages: 1 }),
    })
    await renderList()
    expect(await screen.findByTestId('pagination')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }))
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['#2', '#1'])
  })

  it('shows a failed read translated, with a retry', async () => {
    let answer = jsonResponse(500, { message: 'INTERNAL_ERROR' })
    mockApi({ [`GET ${LIST}`]: () => answer })
    await renderList('ar')
    expect(await screen.findByText('تعذّر تحميل مواعيدك.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'error')
    answer = jsonResponse(200, { content: [booked(5, 5, { status: 'CONFIRMED' })] })
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }))
    expect(await screen.findByText('مؤكد')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'عرض الموعد رقم 5' })).toHaveAttribute(
      'href',
      '/ar/account-appointment-details?id=5',
    )
    expect(bodyRows()[0]).toHaveTextContent('5 ديسمبر 2026')
  })

  it('on a phone lists cards (time, doctor, status, details) instead of a sideways-scrolling table', async () => {
    restoreViewport()
    restoreViewport = setViewportWidth(390)
    mockApi({
      [`GET ${LIST}`]: () =>
        jsonResponse(200, {
          content: [
            booked(4, 3, { status: 'CONFIRMED' }),
            booked(9, 20, { doctor: { id: 5, name: 'Elif Şahin', title: 'Prof. Dr.' } }),
          ],
        }),
    })
    await renderList()
    const cards = await screen.findAllByTestId('appointment-card')
    expect(screen.queryByRole('table')).toBeNull()
    expect(cards).toHaveLength(2)
    const [newest, older] = cards as [HTMLElement, HTMLElement]
    expect(within(newest).getByRole('heading', { level: 2 })).toHaveTextContent('Booking number #9')
    expect(newest).toHaveTextContent('20 Dec 2026, 10:00')
    expect(newest).toHaveTextContent('Same as your time')
    expect(newest).toHaveTextContent('Prof. Dr. Elif Şahin')
    expect(newest).toHaveTextContent('Pending confirmation')
    expect(older).toHaveTextContent('Confirmed')
    expect(within(older).getByRole('link', { name: 'View appointment #4' })).toHaveAttribute(
      'href',
      '/en/account-appointment-details?id=4',
    )
    expect(screen.getByTestId('appointment-cards').tagName).toBe('UL')
  })

  it('a phone with no appointments says so', async () => {
    restoreViewport()
    restoreViewport = setViewportWidth(390)
    mockApi({ [`GET ${LIST}`]: () => jsonResponse(200, { content: [] }) })
    await renderList('ar')
    expect(await screen.findByText('لا توجد بيانات')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it("follows the profile's new time zone at once, instead of the one the booking was made in", async () => {
    mockApi({
      [`GET ${LIST}`]: () => jsonResponse(200, { content: [booked(4, 3, { patientTimeZone: 'Europe/Istanbul' })] }),
    })
    await renderList('en', 'Europe/Istanbul')
    const row = () => bodyRows()[0]!
    await screen.findByText('#4')
    expect(row()).toHaveTextContent('3 Dec 2026, 10:00Same as your time')

    // What a profile save does (ProfilePage): the stored user gets the new zone.
    act(() => updateStoredUser({ timeZone: 'Asia/Dubai' }))
    await settle()
    expect(row()).toHaveTextContent('Your time: 3 Dec 2026, 11:00')
    expect(row()).not.toHaveTextContent('Same as your time')
  })
})
