import { fireEvent, screen } from '@testing-library/react'
import { vi } from 'vitest'

import { renderWithProviders } from '../test/render'
import { DismissibleAlert } from './DismissibleAlert'

describe('DismissibleAlert', () => {
  it('shows a bold title and the message as danger for type error, and stays until dismissed', async () => {
    const onDismiss = vi.fn()
    await renderWithProviders(
      <DismissibleAlert type="error" title="Failed" message="Try again" onDismiss={onDismiss} />,
    )
    vi.useFakeTimers()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveAttribute('data-status', 'error')
    expect(screen.getByText('Failed')).toHaveStyle({ fontWeight: expect.anything() })
    expect(screen.getByText('Try again')).toBeInTheDocument()
    vi.advanceTimersByTime(60_000)
    expect(screen.getByRole('alert')).toBeInTheDocument()
    vi.useRealTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('is styled as success for any other type', async () => {
    await renderWithProviders(<DismissibleAlert type="info" title="Saved" />)
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'success')
    await renderWithProviders(<DismissibleAlert title="Saved too" />)
    expect(screen.getAllByRole('alert')[1]).toHaveAttribute('data-status', 'success')
  })
})
