import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { catalogueFailure, catalogueMock, completeValues, pick, renderPage } from './testing'
import TreatmentsPage from './TreatmentsPage'
import { monthOptions } from './treatmentsSchema'
import { getTreatmentsData, setTreatmentsData } from './treatmentsStore'

const month = monthOptions()[2]!

const open = (path = '/en/treatments', lang: 'en' | 'ar' = 'en', mocks = [catalogueMock(lang)]) =>
  renderPage(<TreatmentsPage />, { lang, path, route: 'treatments', mocks })

const page = () => screen.getByTestId('wizard-page')
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }))
const atStep = (n: number) => waitFor(() => expect(page()).toHaveAttribute('data-page', String(n)))

jest.setTimeout(60_000)

describe('treatments wizard', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('walks the four steps with per-step validation and stores the answers for the summary', async () => {
    await open()
    expect(await screen.findByRole('radio', { name: 'Hair Transplant' })).toBeInTheDocument()
    // The step indicator, a banner per step, and no error before a submit.
    for (const label of ['Speciality', 'Treatments', 'Travel and timing', 'About you'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0)
    expect(screen.getByTestId('wizard-banner')).toHaveAttribute('src', '/images/wizard/speciality.svg')
    // A speciality's picture: from its sizes, cropped around the editors' focal point.
    const picture = screen.getAllByTestId('speciality-card')[0]!.querySelector('img')!
    expect(picture.getAttribute('srcset')).toMatch(/-400x267\.jpg 400w, .*-1600x1067\.jpg 1600w, .*\.jpg 2400w$/)
    expect(picture.style.objectPosition).toBe('40% 60%')
    expect(screen.queryByText('Required')).toBeNull()
    expect(getTreatmentsData()).toBeNull()

    // Step 1: speciality required.
    next()
    expect(await screen.findByText('Required')).toBeInTheDocument()
    expect(page()).toHaveAttribute('data-page', '0')
    await pick('radio', 'Hair Transplant')
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull())
    next()
    await atStep(1)

    // Step 2: only this speciality's treatments, with price and stay; at least one.
    expect(screen.getByTestId('wizard-banner')).toHaveAttribute('src', '/images/wizard/treatments.svg')
    expect(screen.getAllByTestId('treatment-card')).toHaveLength(2)
    expect(screen.queryByText('LASIK')).toBeNull()
    expect(screen.getByText('$1,800 - $3,500')).toBeInTheDocument()
    expect(screen.getAllByText('3 days')).toHaveLength(2)
    expect(screen.queryByText('Required')).toBeNull()
    next()
    expect(await screen.findByText('Required')).toBeInTheDocument()
    await pick('checkbox', 'FUE Hair Transplant')
    await waitFor(() => expect(screen.getByText('1 selected')).toBeInTheDocument())
    next()
    await atStep(2)

    // Step 3: month, companions and city required; budget optional.
    expect(screen.queryByText('Required')).toBeNull()
    next()
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3))
    const months = within(screen.getByLabelText(/Preferred month/)).getAllByRole('option')
    expect(months).toHaveLength(13) // the placeholder and 12 months
    fireEvent.change(screen.getByLabelText(/Preferred month/), { target: { value: month } })
    fireEvent.change(screen.getByLabelText(/People travelling with you/), { target: { value: '2' } })
    await pick('radio', 'Antalya')
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull())
    next()
    await atStep(3)

    // Step 4: optional notes and contact method; the last button is Summary.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Medical summary and notes'), { target: { value: 'Diffuse thinning.' } })
    expect(screen.getByText('17 / 2000')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('How should we contact you?'), { target: { value: 'phone' } })
    fireEvent.click(screen.getByRole('button', { name: 'Summary' }))
    expect(await screen.findByRole('heading', { name: 'landing treatments-summary' })).toBeInTheDocument()
    expect(getTreatmentsData()).toEqual({
      specialityId: 1,
      treatmentIds: [11],
      month,
      companions: '2',
      city: 'antalya',
      budget: '',
      notes: 'Diffuse thinning.',
      contactMethod: 'phone',
    })
  })

  it('goes back with Previous, keeps answers, and a new speciality starts a new treatment choice', async () => {
    await open()
    await screen.findByRole('radio', { name: 'Hair Transplant' })
    await pick('radio', 'Hair Transplant')
    next()
    await atStep(1)
    await pick('checkbox', 'DHI Hair Transplant')
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await atStep(0)
    expect(screen.getByRole('radio', { name: 'Hair Transplant' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    // Answers are kept while walking (a reload does not lose them).
    await waitFor(() => expect(getTreatmentsData()?.treatmentIds).toEqual([12]))
    await pick('radio', 'Ophthalmology')
    next()
    await atStep(1)
    expect(screen.getByRole('checkbox', { name: 'LASIK' })).not.toBeChecked()
    await waitFor(() => expect(getTreatmentsData()).toMatchObject({ specialityId: 3, treatmentIds: [] }))
  })

  it('starts at ?step=N (1-based) with the stored answers', async () => {
    setTreatmentsData(completeValues(month))
    await open('/en/treatments?step=3')
    await atStep(2)
    expect(screen.getByLabelText(/Preferred month/)).toHaveValue(month)
    expect(screen.getByRole('radio', { name: 'Istanbul' })).toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await atStep(1)
    expect(screen.getByRole('checkbox', { name: 'FUE Hair Transplant' })).toBeChecked()
  })

  it('never starts past the first unanswered step, and ignores a step out of range', async () => {
    setTreatmentsData({ ...completeValues(month), treatmentIds: [] })
    await open('/en/treatments?step=4')
    await atStep(1)
  })

  it('clamps ?step beyond the last step to the last one', async () => {
    setTreatmentsData(completeValues(month))
    await open('/en/treatments?step=9')
    await atStep(3)
    expect(screen.getByLabelText('Medical summary and notes')).toHaveValue('Norwood 4, no medicines.')
  })

  it('speaks Arabic: Arabic step labels, catalogue and required message', async () => {
    await open('/ar/treatments', 'ar')
    expect(await screen.findByRole('radio', { name: 'زراعة الشعر' })).toBeInTheDocument()
    for (const label of ['التخصص', 'العلاجات', 'السفر والتوقيت', 'عنك'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0)
    expect(screen.queryByText('Speciality')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }))
    expect(await screen.findByText('مطلوب')).toBeInTheDocument()
    await pick('radio', 'زراعة الشعر')
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }))
    await atStep(1)
    expect(screen.getAllByText('3 أيام')).toHaveLength(2)
  })

  it('shows a translated failure and tries again', async () => {
    await open('/en/treatments', 'en', [catalogueFailure('en'), catalogueMock('en')])
    expect(await screen.findByText('The treatments could not be loaded')).toBeInTheDocument()
    expect(screen.getByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radio', { name: 'Hair Transplant' })).toBeInTheDocument()
  })
})
