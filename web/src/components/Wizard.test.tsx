import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Field } from 'formik'

import { renderWithProviders } from '../test/render'
import { Wizard, type WizardPage, nextPage, previousPage } from './Wizard'

interface Values {
  city: string
  nights: string
}

const pages = (validateFirst = jest.fn((v: Values) => (v.city ? {} : { city: 'Required' }))): WizardPage<Values>[] => [
  {
    label: 'City',
    labelAr: 'المدينة',
    banner: '/banner-1.jpg',
    validate: validateFirst,
    render: () => <Field name="city" aria-label="city" />,
  },
  { label: 'Nights', banner: '/banner-2.jpg', render: () => <Field name="nights" aria-label="nights" /> },
  { label: 'Review', render: (v) => <p>review {v.city}</p> },
]

describe('Wizard', () => {
  it('caps Next at the last page and Previous at 0', () => {
    expect(nextPage(0, 3)).toBe(1)
    expect(nextPage(2, 3)).toBe(2)
    expect(previousPage(1)).toBe(0)
    expect(previousPage(0)).toBe(0)
  })

  it('shows step labels and a banner per step; validates the page on every submit before advancing', async () => {
    const validate = jest.fn((v: Values) => (v.city ? {} : { city: 'Required' }))
    const onSubmit = jest.fn()
    await renderWithProviders(
      <Wizard pages={pages(validate)} initialValues={{ city: '', nights: '' }} onSubmit={onSubmit} />,
    )
    expect(screen.getByText('City')).toBeInTheDocument()
    expect(screen.getByText('Nights')).toBeInTheDocument()
    expect(screen.getByTestId('wizard-banner')).toHaveAttribute('src', '/banner-1.jpg')
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(validate).toHaveBeenCalled())
    expect(screen.getByTestId('wizard-page')).toHaveAttribute('data-page', '0')
    fireEvent.change(screen.getByLabelText('city'), { target: { value: 'Antalya' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(screen.getByTestId('wizard-page')).toHaveAttribute('data-page', '1'))
    expect(screen.getByTestId('wizard-banner')).toHaveAttribute('src', '/banner-2.jpg')
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(screen.getByTestId('wizard-page')).toHaveAttribute('data-page', '0'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('starts at the initial page and ends with a Summary button that spins while submitting', async () => {
    let finish: () => void = () => undefined
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await renderWithProviders(
      <Wizard pages={pages()} initialValues={{ city: 'Istanbul', nights: '3' }} initialPage={2} onSubmit={onSubmit} />,
    )
    expect(screen.getByText('review Istanbul')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Summary' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ city: 'Istanbul', nights: '3' }, expect.anything()))
    const submit = document.querySelector('button[type="submit"]')!
    await waitFor(() => expect(submit).toHaveAttribute('data-loading'))
    expect(submit).toBeDisabled()
    finish()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Summary' })).not.toHaveAttribute('data-loading'))
  })

  it('shows the Arabic step label when present, in Arabic', async () => {
    await renderWithProviders(
      <Wizard pages={pages()} initialValues={{ city: '', nights: '' }} onSubmit={jest.fn()} />,
      {
        lang: 'ar',
      },
    )
    expect(screen.getByText('المدينة')).toBeInTheDocument()
    expect(screen.getByText('Nights')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument()
  })

  it('a refused Next moves the focus to the first invalid field', async () => {
    await renderWithProviders(<Wizard pages={pages()} initialValues={{ city: '', nights: '' }} onSubmit={jest.fn()} />)
    const next = screen.getByRole('button', { name: 'Next' })
    next.focus()
    fireEvent.click(next)
    await waitFor(() => expect(screen.getByLabelText('city')).toHaveFocus())
  })

  it('narrow screens get "Step n of N" with the current label instead of the step bar (320 px reflow)', async () => {
    await renderWithProviders(
      <Wizard pages={pages()} initialValues={{ city: 'Bursa', nights: '' }} initialPage={1} onSubmit={jest.fn()} />,
    )
    expect(screen.getByTestId('wizard-steps-compact')).toHaveTextContent('Step 2 of 3: Nights')
    expect(document.querySelector('li[aria-current="step"]')).toHaveAttribute('title', 'Nights')
  })

  it('says the compact step in Arabic', async () => {
    await renderWithProviders(
      <Wizard pages={pages()} initialValues={{ city: '', nights: '' }} onSubmit={jest.fn()} />,
      {
        lang: 'ar',
      },
    )
    expect(screen.getByTestId('wizard-steps-compact')).toHaveTextContent('الخطوة 1 من 3: المدينة')
  })
})
