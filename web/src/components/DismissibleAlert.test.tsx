import { fireEvent, screen } from '@testing-library/react'

import { renderWithProviders } from '../test/render'
import { DismissibleAlert } from './DismissibleAlert'

describe('DismissibleAlert', () => {
  it('shows a bold title and the message as danger for type error, and stays until dismissed', async () => {
    const onDismiss = jest.fn()
    await renderWithProviders(
      <DismissibleAlert type="error" title="Failed" message="Try again" onDismiss={onDismiss} />,
    )
    jest.useFakeTimers()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveAttribute('data-status', 'error')
    expect(screen.getByText('Failed')).toHaveStyle({ fontWeight: expect.anything() })
    expect(screen.getByText('Try again')).toBeInTheDocument()
    jest.advanceTimersByTime(60_000)
    expect(screen.getByRole('alert')).toBeInTheDocument()
    jest.useRealTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('is styled as success for any other type', async () => {
    await renderWithProviders(<DismissibleAlert type="info" title="Saved" />)
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'success')
    await renderWithProviders(<DismissibleAlert title="Saved too" />)
    expect(screen.getAllByRole('alert')[1]).toHaveAttribute('data-status', 'success')
  })
})
