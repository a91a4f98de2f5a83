import { fireEvent, screen, within } from '@testing-library/react'

import { renderWithProviders } from '../../test/render'
import { SlotPicker } from './SlotPicker'

const slots = [
  { start: '2026-12-01T06:00:00.000Z' },
  { start: '2026-12-01T06:30:00.000Z' },
  { start: '2026-12-02T11:00:00.000Z' },
]

describe('SlotPicker', () => {
  it("groups times by Istanbul day and shows each in Istanbul and the patient's zone, labelled", async () => {
    const onChange = jest.fn()
    await renderWithProviders(
      <SlotPicker slots={slots} status="ready" timeZone="America/New_York" onChange={onChange} />,
    )
    const legend = screen.getByTestId('slot-legend')
    expect(legend).toHaveTextContent('Istanbul time (GMT+3)')
    expect(legend).toHaveTextContent('Your time (GMT-5)')
    expect(legend).toHaveTextContent('America/New_York')
    expect(screen.getByRole('button', { name: /Tue 1 Dec/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /Wed 2 Dec/ })).toHaveTextContent('1 time')

    const times = within(screen.getByTestId('slot-times'))
    const first = times.getByRole('button', { name: '09:00 Istanbul time 01:00 your time Tuesday 1 December' })
    expect(first).toHaveTextContent('09:00 Istanbul')
    expect(first).toHaveTextContent('01:00 your time')
    expect(times.getAllByRole('button')).toHaveLength(2)

    fireEvent.click(screen.getByRole('button', { name: /Wed 2 Dec/ }))
    fireEvent.click(times.getByRole('button', { name: /^14:00 Istanbul time 06:00 your time/ }))
    expect(onChange).toHaveBeenCalledWith('2026-12-02T11:00:00.000Z')
  })

  it('marks the chosen time and opens its day', async () => {
    await renderWithProviders(
      <SlotPicker
        slots={slots}
        status="ready"
        timeZone="Asia/Riyadh"
        value="2026-12-02T14:00:00+03:00"
        onChange={() => undefined}
      />,
      { lang: 'ar' },
    )
    const chosen = screen.getByRole('button', { name: /^14:00 بتوقيت إسطنبول/ })
    expect(chosen).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('slot-chosen')).toHaveTextContent(
      'الموعد المختار: الأربعاء 2 ديسمبر، 14:00 بتوقيت إسطنبول',
    )
    expect(screen.getByTestId('slot-legend')).toHaveTextContent('توقيت إسطنبول')
  })

  it('has loading, empty and error states', async () => {
    const onRetry = jest.fn()
    const { rerender } = await renderWithProviders(
      <SlotPicker slots={[]} status="loading" timeZone="UTC" onChange={() => undefined} />,
    )
    expect(screen.getByTestId('slots-loading')).toHaveAttribute('aria-busy', 'true')
    rerender(
      <SlotPicker slots={[]} status="ready" timeZone="UTC" emptyText="Nothing free" onChange={() => undefined} />,
    )
    expect(screen.getByTestId('slots-empty')).toHaveTextContent('Nothing free')
    rerender(
      <SlotPicker
        slots={[]}
        status="error"
        failure={{ success: false, status: 0, message: 'NETWORK_ERROR', errors: [] }}
        onRetry={onRetry}
        timeZone="UTC"
        onChange={() => undefined}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalled()
  })
})
