import { consultationPrice } from './DoctorFacts'

describe('a consultation’s price', () => {
  it('is written in the page’s language, with the site’s Latin digits', () => {
    const doctor = { consultationFee: { amount: 150, currency: 'EUR' } }
    expect(consultationPrice(doctor, 'en')).toBe('€150')
    expect(consultationPrice(doctor, 'ar')).toMatch(/^\u200f?150\s€$/)
    expect(consultationPrice({ consultationFee: { amount: 80, currency: 'USD' } }, 'en')).toBe('US$80')
  })

  it('is on request when the CMS gives no amount', () => {
    expect(consultationPrice({ consultationFee: { amount: null, currency: 'EUR' } }, 'en')).toBeNull()
    expect(consultationPrice({ consultationFee: null }, 'ar')).toBeNull()
  })
})
