import { fireEvent, screen, within } from '@testing-library/react'

import { renderWithProviders, settle } from '../test/render'
import { type Column, DataTable } from './DataTable'

interface Row {
  id: number
  name: string
  active?: boolean
}
const columns: Column<Row>[] = [{ id: 'name', label: 'Name' }]
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, active: i % 2 === 0 }))

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')

describe('DataTable', () => {
  it("shows 'no data found' when empty, without pagination", async () => {
    await renderWithProviders(<DataTable columns={columns} rows={[]} />)
    expect(screen.getByText('No data found')).toBeInTheDocument()
    expect(screen.queryByTestId('pagination')).toBeNull()
  })

  it('numbers the rows and shows no pagination for a single page', async () => {
    await renderWithProviders(<DataTable columns={columns} rows={rows(3)} pageSize={10} />)
    expect(screen.getByRole('columnheader', { name: '#' })).toBeInTheDocument()
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3'])
    expect(screen.queryByTestId('pagination')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
  })

  it('paginates with first/last buttons and keeps numbering across pages', async () => {
    await renderWithProviders(<DataTable columns={columns} rows={rows(45)} pageSize={5} />)
    expect(screen.getByTestId('pagination')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }))
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '41',
      '42',
      '43',
      '44',
      '45',
    ])
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled()
    // Boundary 1 and siblings 1: the first page, an ellipsis, then the last pages
    const pagination = screen.getByTestId('pagination')
    expect(within(pagination).getByText('1')).toBeInTheDocument()
    expect(within(pagination).getByText('9')).toBeInTheDocument()
    expect(within(pagination).queryByText('2')).toBeNull()
    fireEvent.click(within(pagination).getByText('5'))
    await settle()
    // In the middle: 1 … 4 5 6 … 9
    expect(['1', '4', '5', '6', '9'].every((n) => within(pagination).queryByText(n))).toBe(true)
    expect(within(pagination).queryByText('3')).toBeNull()
    expect(within(pagination).queryByText('7')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'First page' }))
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('Row 1')
  })

  it('offers edit, delete and the active toggle when asked', async () => {
    const onEdit = jest.fn()
    const onDelete = jest.fn()
    const onToggleActive = jest.fn()
    await renderWithProviders(
      <DataTable
        columns={columns}
        rows={rows(2)}
        onEdit={onEdit}
        onDelete={onDelete}
        onToggleActive={onToggleActive}
      />,
    )
    const [first] = bodyRows()
    fireEvent.click(within(first!).getByRole('button', { name: 'Edit' }))
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
    const toggle = within(first!).getByRole('checkbox', { name: 'Active' })
    expect(toggle).toBeChecked()
    fireEvent.click(toggle)
    await settle()
    expect(onToggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false)
  })

  it('keeps the hidden checkbox and the visible switch on the row state when the owner refuses the toggle', async () => {
    const onToggleActive = jest.fn()
    const shown = [{ id: 1, name: 'Row 1', active: true }]
    const { rerender } = await renderWithProviders(
      <DataTable columns={columns} rows={shown} onToggleActive={onToggleActive} />,
    )
    const toggle = screen.getByRole('checkbox', { name: 'Active' })
    const control = () => toggle.closest('label')!.querySelector('[data-part="control"]')!
    fireEvent.click(toggle)
    await settle()
    expect(onToggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false)
    // Refused (the rows did not change): both still say active.
    expect(toggle).toBeChecked()
    expect(control()).toHaveAttribute('data-state', 'checked')
    // Accepted later (the owner changes the row): both follow.
    rerender(<DataTable columns={columns} rows={[{ ...shown[0]!, active: false }]} onToggleActive={onToggleActive} />)
    await settle()
    expect(screen.getByRole('checkbox', { name: 'Active' })).not.toBeChecked()
    expect(control()).toHaveAttribute('data-state', 'unchecked')
  })

  it('renders image and toggle columns and custom formats', async () => {
    const onToggleActive = jest.fn()
    await renderWithProviders(
      <DataTable<Row & { img: string }>
        columns={[
          { id: 'img', label: 'Image', type: 'image' },
          { id: 'name', label: 'Name', format: (v) => `«${String(v)}»` },
          { id: 'active', label: 'Active', type: 'toggle' },
        ]}
        rows={[{ id: 1, name: 'A', img: '/a.png', active: false }]}
        onToggleActive={onToggleActive}
      />,
    )
    expect(document.querySelector('img')).toHaveAttribute('src', '/a.png')
    expect(screen.getByText('«A»')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }))
    await settle()
    expect(onToggleActive).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true)
  })

  it("names each row's actions after the row, in the page's language", async () => {
    const props = { columns, rows: rows(2), onEdit: jest.fn(), onDelete: jest.fn(), onToggleActive: jest.fn() }
    const { unmount } = await renderWithProviders(<DataTable {...props} rowName={(row) => row.name} />)
    const [first, second] = bodyRows()
    expect(within(first!).getByRole('button', { name: 'Edit Row 1' })).toBeInTheDocument()
    expect(within(first!).getByRole('button', { name: 'Delete Row 1' })).toBeInTheDocument()
    expect(within(first!).getByRole('checkbox', { name: 'Active: Row 1' })).toBeInTheDocument()
    expect(within(second!).getByRole('button', { name: 'Edit Row 2' })).toBeInTheDocument()
    unmount()
    await renderWithProviders(<DataTable {...props} rowName={(row) => `قسم ${row.id}`} />, { lang: 'ar' })
    const [arabic] = bodyRows()
    expect(within(arabic!).getByRole('button', { name: 'تعديل قسم 1' })).toBeInTheDocument()
    expect(within(arabic!).getByRole('button', { name: 'حذف قسم 1' })).toBeInTheDocument()
    expect(within(arabic!).getByRole('checkbox', { name: 'نشط، قسم 1' })).toBeInTheDocument()
  })

  it('speaks Arabic in Arabic', async () => {
    await renderWithProviders(<DataTable columns={columns} rows={[]} />, { lang: 'ar' })
    expect(screen.getByText('لا توجد بيانات')).toBeInTheDocument()
  })
})
