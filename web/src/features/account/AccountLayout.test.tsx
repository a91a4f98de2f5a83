import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { saveUser } from '../../lib/session'
import { renderWithProviders } from '../../test/render'
import AccountLayout from './AccountLayout'

const layout = (
  <Routes>
    <Route path="/:lang" element={<AccountLayout />}>
      <Route path="account-profile" element={<h1>profile</h1>} />
    </Route>
  </Routes>
)

describe('AccountLayout', () => {
  it("in Arabic the e-mail reads left to right on its own but its line starts where the name's does", async () => {
    saveUser({ firstName: 'سارة', lastName: 'أحمد', email: 'sara@example.test' })
    await renderWithProviders(layout, { lang: 'ar', path: '/ar/account-profile' })
    const line = screen.getByTestId('account-email')
    expect(line).not.toHaveAttribute('dir')
    expect(line.querySelector('bdi')).toHaveAttribute('dir', 'ltr')
    expect(line).toHaveTextContent('sara@example.test')
    expect(line).toHaveStyle({ textAlign: 'start' })
  })

  it('its content column is the skip link target (past the side navigation)', async () => {
    saveUser({ firstName: 'Sara', email: 'sara@example.test' })
    await renderWithProviders(layout, { lang: 'en', path: '/en/account-profile' })
    const column = screen.getByRole('heading', { name: 'profile' }).closest('[data-skip-target]')
    expect(column).not.toBeNull()
    expect(column!.compareDocumentPosition(screen.getAllByRole('navigation')[0]!)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    )
  })
})
