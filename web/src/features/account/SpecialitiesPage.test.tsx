import { fireEvent, screen, within } from '@testing-library/react'

import { renderWithProviders } from '../../test/render'
import { fakeApi, json } from './testApi'
import SpecialitiesPage from './SpecialitiesPage'

const SPECIALITIES = [
  {
    id: 1,
    name: 'زراعة الشعر',
    slug: 'hair-transplant',
    description: 'استعادة دائمة لشعر الرأس',
    img: 'http://localhost:3000/api/media/file/speciality-hair-transplant.jpg',
  },
  { id: 2, name: 'طب العيون', slug: 'ophthalmology', description: null, img: null },
]

const renderPage = (lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(<SpecialitiesPage />, { lang, path: `/${lang}/account-specialities` })

afterEach(() => jest.restoreAllMocks())

describe('SpecialitiesPage', () => {
  jest.setTimeout(20_000)

  it('reads the specialities in the page language and links each to its doctors', async () => {
    const api = fakeApi(() => json(200, { message: 'OK', content: SPECIALITIES, totalElements: 2, totalPages: 1 }))
    await renderPage('ar')
    expect(screen.getByRole('heading', { level: 1, name: 'التخصصات' })).toBeInTheDocument()
    const grid = await screen.findByTestId('specialities')
    expect(api.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/speciality',
      query: { limit: '100', offset: '0', lang: 'ar' },
    })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByRole('link', { name: 'زراعة الشعر' })).toHaveAttribute(
      'href',
      '/ar/doctor-list?speciality=hair-transplant',
    )
    expect(within(cards[0]!).getByText('استعادة دائمة لشعر الرأس')).toBeInTheDocument()
    // Media from the CMS is served through the site.
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/api/media/file/speciality-hair-transplant.jpg')
    expect(within(cards[1]!).getByRole('heading', { level: 2, name: 'طب العيون' })).toBeInTheDocument()
  })

  it('shows a loading state, then an empty state', async () => {
    let answer: (r: Response) => void = () => undefined
    fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)))
    await renderPage()
    expect(screen.getByTestId('specialities-loading')).toHaveTextContent('Loading specialities…')
    answer(json(200, { message: 'OK', content: [] }))
    expect(await screen.findByRole('heading', { name: 'No specialities yet' })).toBeInTheDocument()
  })

  it('shows a failure with a retry', async () => {
    const api = fakeApi(() => json(200, { message: 'OK', content: SPECIALITIES }))
    api.spy.mockImplementationOnce(async () => json(500, { message: 'INTERNAL_ERROR' }))
    await renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The specialities could not be loaded')
    expect(alert).toHaveTextContent('Something went wrong on our side')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('specialities')).toBeInTheDocument()
  })
})
