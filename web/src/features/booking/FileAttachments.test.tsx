import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderWithProviders } from '../../test/render'
import { FileAttachments } from './FileAttachments'

jest.mock('./useUploadRules', () => ({ useUploadRules: () => ({ maxFileBytes: 10 * 1024 * 1024, maxFiles: 5 }) }))

describe('FileAttachments: keyboard', () => {
  it('the drop zone is operable without a mouse: Tab reaches Choose files, Enter and Space open the picker', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<FileAttachments files={[]} onChange={jest.fn()} />)
    const input = screen.getByTestId('file-input')
    const picker = jest.spyOn(input, 'click').mockImplementation(() => undefined)
    await user.tab()
    const choose = screen.getByRole('button', { name: 'Choose files' })
    expect(choose).toHaveFocus()
    expect(choose).toHaveAccessibleDescription(/at most 5 files/)
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(picker).toHaveBeenCalledTimes(2)
  })

  it('each attached file has a remove button named after it, in Arabic on Arabic pages', async () => {
    const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' })
    await renderWithProviders(<FileAttachments files={[file]} onChange={jest.fn()} />, { lang: 'ar' })
    expect(screen.getByRole('button', { name: /report\.pdf/ })).toHaveAccessibleName(/[\u0600-\u06FF]/)
  })
})
