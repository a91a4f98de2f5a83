import { act, screen } from '@testing-library/react'

import { renderWithProviders, settle } from '../test/render'
import { AppToaster, toasterFor } from './toaster'

describe('AppToaster', () => {
  it('is a polite live region named in the page language; a toast has a translated close button', async () => {
    await renderWithProviders(<AppToaster dir="rtl" />, { lang: 'ar' })
    const region = screen.getByRole('region', { name: 'الإشعارات (Alt+T)' })
    expect(region).toHaveAttribute('aria-live', 'polite')
    act(() => void toasterFor('rtl').create({ type: 'success', title: 'تم الحفظ' }))
    await settle()
    expect(await screen.findByRole('status')).toHaveTextContent('تم الحفظ')
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument()
  })
})
