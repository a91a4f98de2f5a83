/** Preview mode when the token check's own chunk cannot be downloaded (lib/preview.tsx). */
import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'

import { PreviewProvider, usePreview } from './preview'

jest.mock('./previewCheck', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

function Shown() {
  return <output data-testid="preview">{JSON.stringify(usePreview())}</output>
}

test('a check that cannot be downloaded refuses the preview (the published page, said so), not a wait for ever', async () => {
  render(
    <MemoryRouter initialEntries={['/en/faq?preview=t']}>
      <PreviewProvider>
        <Shown />
      </PreviewProvider>
    </MemoryRouter>,
  )
  expect(JSON.parse(screen.getByTestId('preview').textContent!)).toEqual({ active: false, state: 'checking' })
  await waitFor(() =>
    expect(JSON.parse(screen.getByTestId('preview').textContent!)).toEqual({
      active: false,
      state: 'refused',
      reason: 'invalid',
    }),
  )
})
