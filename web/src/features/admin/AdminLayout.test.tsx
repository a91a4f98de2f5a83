import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import AdminLayout, { resourceOfPath } from './AdminLayout'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

const renderLayout = (path: string, lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/admin" element={<AdminLayout />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { lang, path },
  )

describe('admin frame', () => {
  it('finds the table of a path in any letter case', () => {
    expect(resourceOfPath('/en/admin/Doctors')).toBe('doctors')
    expect(resourceOfPath('/ar/admin/TREATMENTS/')).toBe('treatments')
    expect(resourceOfPath('/en/admin/nothing')).toBeUndefined()
  })

  it('shows the title, the seven tables with the current one marked, and the table', async () => {
    await renderLayout('/en/admin/Doctors')
    expect(screen.getByRole('heading', { level: 1, name: 'Admin area' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Admin tables' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Specialities',
      'Users',
      'Doctors',
      'Countries',
      'Cities',
      'Facilities',
      'Treatment requests',
    ])
    expect(within(nav).getByRole('link', { name: 'Doctors' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/en/admin/cities')
    expect(screen.getByTestId('where')).toHaveTextContent('/en/admin/Doctors')
  })

  it('offers the tables as a select for small screens, in Arabic', async () => {
    await renderLayout('/ar/admin/users', 'ar')
    expect(screen.getByRole('heading', { level: 1, name: 'منطقة الإدارة' })).toBeInTheDocument()
    const select = screen.getByLabelText('الجدول')
    expect(select).toHaveDisplayValue('المستخدمون')
    fireEvent.change(select, { target: { value: 'cities' } })
    expect(screen.getByTestId('where')).toHaveTextContent('/ar/admin/cities')
  })
})
