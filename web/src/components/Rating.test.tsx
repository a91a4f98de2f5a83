import { screen } from '@testing-library/react'

import { renderWithProviders } from '../test/render'
import { Rating, starFills } from './Rating'

describe('Rating', () => {
  it('is one picture named in English on English pages, with no tab stop and hidden stars', async () => {
    const { container } = await renderWithProviders(<Rating value={4.3} />, { lang: 'en' })
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5' })
    expect(rating).toHaveAttribute('data-value', '4.3')
    expect(container.querySelectorAll('input, button, [tabindex], [role="radio"]')).toHaveLength(0)
    const stars = rating.querySelectorAll('[data-fill]')
    expect(stars).toHaveLength(5)
    for (const star of stars) expect(star).toHaveAttribute('aria-hidden', 'true')
    expect(Array.from(stars, (s) => s.getAttribute('data-fill'))).toEqual(['1', '1', '1', '1', '0.5'])
  })

  it('is named in Arabic on Arabic pages', async () => {
    await renderWithProviders(<Rating value={4.3} />, { lang: 'ar' })
    expect(screen.getByRole('img', { name: 'التقييم 4.3 من 5' })).toBeInTheDocument()
    expect(screen.queryByText(/stars?/)).toBeNull()
  })

  it("takes the caller's name when given", async () => {
    await renderWithProviders(<Rating value={5} label="Rated 5 out of 5 by patients" />, { lang: 'en' })
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 by patients' })).toBeInTheDocument()
  })

  it('fills stars to the nearest half', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(2.74)).toEqual([1, 1, 0.5, 0, 0])
    expect(starFills(2.75)).toEqual([1, 1, 1, 0, 0])
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1])
  })
})
