import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import type { OwnTreatmentRequest } from './api/myTreatmentRequests'
import MyRequestsPage from './MyRequestsPage'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The booking API behind fetch: each GET of the list gets the next answer. */
const fakeList = (...answers: Response[]) => {
  const urls: string[] = []
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(String(input))
    return answers.length > 1 ? answers.shift()! : answers[0]!
  })
  return urls
}

const REQUESTS: OwnTreatmentRequest[] = [
  {
    id: 42,
    status: 'RECEIVED',
    lang: 'ar',
    speciality: { id: 1, name: 'زراعة الشعر' },
    treatments: [{ id: 11, name: 'زراعة الشعر بتقنية FUE' }],
    answers: {
      travel: { preferredMonth: '2030-04', companions: 2, preferredCity: 'istanbul', budget: '3000-7000' },
      about: { contactMethod: 'whatsapp' },
    },
    notes: 'Hair loss since 2020',
    createdAt: '2030-01-15T10:00:00.000Z',
  },
  {
    id: 7,
    status: 'CLOSED',
    lang: 'en',
    speciality: { id: 3, name: 'Ophthalmology' },
    treatments: [{ id: 31, name: 'LASIK' }],
    answers: {},
    notes: null,
    createdAt: '2029-12-01T10:00:00.000Z',
  },
]

const renderPage = (lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/account-treatment-requests" element={<MyRequestsPage />} />
    </Routes>,
    { lang, path: `/${lang}/account-treatment-requests` },
  )

afterEach(() => jest.restoreAllMocks())

describe('My treatment requests', () => {
  it('lists the sent requests, newest first, with their status and what was sent', async () => {
    const urls = fakeList(json(200, { message: 'OK', content: REQUESTS, totalElements: 2, totalPages: 1 }))
    await renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'My treatment requests' })).toBeInTheDocument()
    const cards = await screen.findAllByTestId('treatment-request')
    expect(urls[0]).toContain('/api/v1/user/me/treatment-requests')
    expect(cards.map((c) => c.getAttribute('data-request'))).toEqual(['42', '7'])

    const first = within(cards[0]!)
    expect(first.getByRole('heading', { name: 'Request #42' })).toBeInTheDocument()
    expect(first.getByText('Sent on 15 January 2030')).toBeInTheDocument()
    expect(first.getByText('Received')).toHaveAttribute('data-status', 'RECEIVED')
    // Names as sent (Arabic), labels and answers in the page's language.
    expect(first.getByText('زراعة الشعر بتقنية FUE').closest('[lang="ar"]')).not.toBeNull()
    expect(first.getByText('زراعة الشعر')).toHaveAttribute('lang', 'ar')
    expect(first.getByText('April 2030')).toBeInTheDocument()
    expect(first.getByText('Istanbul')).toBeInTheDocument()
    expect(first.getByText('$3,000 to $7,000')).toBeInTheDocument()
    expect(first.getByText('WhatsApp')).toBeInTheDocument()
    expect(first.getByText('Hair loss since 2020')).toBeInTheDocument()

    const second = within(cards[1]!)
    expect(second.getByText('Closed')).toHaveAttribute('data-status', 'CLOSED')
    expect(second.getByText('LASIK')).toBeInTheDocument()
    expect(second.getByText('Not decided yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Plan a new treatment' })).toHaveAttribute('href', '/en/treatments')
  })

  it('says when nothing was sent yet, in Arabic, and leads to the planner', async () => {
    fakeList(json(200, { message: 'OK', content: [], totalElements: 0, totalPages: 0 }))
    await renderPage('ar')
    expect(await screen.findByText('لم ترسل أي طلب علاج بعد')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'خطّط لعلاج جديد' })).toHaveAttribute('href', '/ar/treatments')
  })

  it('shows a failure with a retry', async () => {
    fakeList(
      json(503, { message: 'SERVICE_UNAVAILABLE' }),
      json(200, { message: 'OK', content: REQUESTS.slice(1), totalElements: 1, totalPages: 1 }),
    )
    await renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('Your treatment requests could not be loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('LASIK')).toBeInTheDocument()
  })
})
