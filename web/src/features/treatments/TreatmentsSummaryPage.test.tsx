import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { saveUser } from '../../lib/session'
import { completeValues, renderPage } from './testing'
import { monthOptions } from './treatmentsSchema'
import { TREATMENTS_KEY, getTreatmentsData, setTreatmentsData } from './treatmentsStore'
import TreatmentsSummaryPage from './TreatmentsSummaryPage'

jest.setTimeout(60_000)

const month = monthOptions()[1]!
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

const open = (lang: 'en' | 'ar' = 'en') =>
  renderPage(<TreatmentsSummaryPage />, { lang, path: `/${lang}/treatments-summary`, route: 'treatments-summary' })

const signIn = () =>
  saveUser({ id: 5, email: 'sara@example.com', roles: ['ROLE_USER'], accessToken: 'token-5', tokenType: 'Bearer' })

describe('treatments summary', () => {
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => jest.restoreAllMocks())

  it('without stored answers: a message and a way into the wizard', async () => {
    await open()
    expect(screen.getByText('You have not planned a treatment yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start planning' })).toHaveAttribute('href', '/en/treatments')
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull()
  })

  it('shows every answer with an Edit button into the wizard at that step', async () => {
    setTreatmentsData(completeValues(month))
    await open()
    expect(await screen.findByText('Hair Transplant')).toBeInTheDocument()
    const treatments = screen.getAllByTestId('summary-treatment')
    expect(treatments).toHaveLength(1)
    expect(within(treatments[0]!).getByText('FUE Hair Transplant')).toBeInTheDocument()
    expect(within(treatments[0]!).getByText('$1,800 - $3,500')).toBeInTheDocument()
    expect(within(treatments[0]!).getByText('3 days')).toBeInTheDocument()
    const travel = screen.getByTestId('summary-travel')
    expect(within(travel).getByText(new RegExp(`^\\w+ ${month.slice(0, 4)}$`))).toBeInTheDocument()
    expect(within(travel).getByText('Istanbul')).toBeInTheDocument()
    expect(within(travel).getByText('$3,000 to $7,000')).toBeInTheDocument()
    expect(screen.getByTestId('summary-notes')).toHaveTextContent('Norwood 4, no medicines.')
    expect(screen.getByText('WhatsApp')).toBeInTheDocument()
    const steps = ['Speciality', 'Treatments', 'Travel and timing', 'About you']
    steps.forEach((section, i) =>
      expect(screen.getByRole('link', { name: `Edit: ${section}` })).toHaveAttribute(
        'href',
        `/en/treatments?step=${i + 1}`,
      ),
    )
    fireEvent.click(screen.getByRole('link', { name: 'Edit: Travel and timing' }))
    expect(await screen.findByRole('heading', { name: 'landing treatments' })).toBeInTheDocument()
    expect(screen.getByTestId('landing-search')).toHaveTextContent('?step=3')
  })

  it('not signed in: explains and goes to the login page, which returns here; the answers stay', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch')
    setTreatmentsData(completeValues(month))
    await open()
    expect(await screen.findByText('Log in to send your request')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('heading', { name: 'landing login' })).toBeInTheDocument()
    expect(JSON.parse(screen.getByTestId('landing-state').textContent!)).toEqual({ from: '/en/treatments-summary' })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(getTreatmentsData()).toEqual(completeValues(month))
  })

  it('signed in: posts the request, clears the answers and opens the success page', async () => {
    signIn()
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => json(201, { message: 'TREATMENT_SAVED', content: { id: 42, treatmentIds: [11] } }))
    setTreatmentsData(completeValues(month))
    await open('ar')
    expect(await screen.findByText('زراعة الشعر')).toBeInTheDocument()
    expect(screen.queryByTestId('sign-in-needed')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }))
    expect(await screen.findByRole('heading', { name: 'landing treatment-success' })).toBeInTheDocument()
    expect(JSON.parse(screen.getByTestId('landing-state').textContent!)).toEqual({ requestId: 42 })
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/v1/treatment')
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-5')
    expect(JSON.parse(String(init.body))).toEqual({
      specialityId: 1,
      treatmentIds: [11],
      answers: {
        speciality: { specialityId: 1 },
        treatments: { treatmentIds: [11] },
        travel: { preferredMonth: month, companions: 1, preferredCity: 'istanbul', budget: '3000-7000' },
        about: { contactMethod: 'whatsapp' },
      },
      notes: 'Norwood 4, no medicines.',
      lang: 'ar',
    })
    expect(getTreatmentsData()).toBeNull()
    expect(window.sessionStorage.getItem(TREATMENTS_KEY)).toBeNull()
  })

  it('a failed request shows the translated reason and keeps the answers', async () => {
    signIn()
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() =>
        json(400, {
          message: 'VALIDATION_FAILED',
          errors: [{ field: 'treatmentIds', defaultMessage: 'One or more treatments do not exist.' }],
        }),
      )
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    setTreatmentsData(completeValues(month))
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Your request was not sent')).toBeInTheDocument()
    expect(screen.getByText('One or more treatments do not exist.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'error')
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(
      await screen.findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument()
    expect(getTreatmentsData()).toEqual(completeValues(month))
  })

  it('an expired session sends the patient to log in again on the next try', async () => {
    signIn()
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => json(401, { message: 'INVALID_TOKEN' }))
    setTreatmentsData(completeValues(month))
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('This link or session is no longer valid.')).toBeInTheDocument()
    expect(await screen.findByTestId('sign-in-needed')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('heading', { name: 'landing login' })).toBeInTheDocument()
  })

  it('incomplete answers: no Send, a way back to the first unanswered step', async () => {
    setTreatmentsData({ ...completeValues(month), city: '' })
    await open()
    expect(await screen.findByText('Your request is not complete yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue planning' })).toHaveAttribute('href', '/en/treatments?step=3')
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull()
  })

  it('drops choices the catalogue no longer offers and says so', async () => {
    setTreatmentsData({ ...completeValues(month), treatmentIds: [11, 99] })
    await open()
    expect(await screen.findByText(/no longer offered/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByTestId('summary-treatment')).toHaveLength(1))
  })
})
