import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'

import { useLogout } from './logout'
import { SessionProvider } from './sessionContext'
import { clearDraft, readDraft, useDraftKey, useSessionDraft, writeDraft } from './sessionDraft'

function NotesForm({ id = 5 }: { id?: number }) {
  const key = useDraftKey('notes', id)
  const [notes, setNotes] = useState(() => (readDraft(key) as { notes?: string } | null)?.notes ?? '')
  useSessionDraft(key, { notes })
  const logout = useLogout()
  return (
    <>
      <output data-testid="key">{String(key)}</output>
      <textarea aria-label="notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <button onClick={logout}>log out</button>
    </>
  )
}

const renderForm = () =>
  render(
    <SessionProvider>
      <MemoryRouter>
        <NotesForm />
      </MemoryRouter>
    </SessionProvider>,
  )

const signIn = (id = 12) => window.localStorage.setItem('user', JSON.stringify({ id, accessToken: 't' }))

afterEach(() => {
  window.sessionStorage.clear()
  jest.restoreAllMocks()
})

describe('session drafts', () => {
  it('keep what was typed per user and thing, and bring it back when the form opens again', () => {
    signIn()
    const first = renderForm()
    expect(screen.getByTestId('key')).toHaveTextContent('draft:notes:12:5')
    // Opening the form leaves nothing behind.
    expect(window.sessionStorage.length).toBe(0)
    fireEvent.change(screen.getByLabelText('notes'), { target: { value: 'Blurred vision' } })
    expect(readDraft('draft:notes:12:5')).toEqual({ notes: 'Blurred vision' })
    first.unmount()

    renderForm()
    expect(screen.getByLabelText('notes')).toHaveValue('Blurred vision')
    // Emptied again: the draft follows (it is not left with the old text).
    fireEvent.change(screen.getByLabelText('notes'), { target: { value: '' } })
    expect(readDraft('draft:notes:12:5')).toEqual({ notes: '' })
  })

  it('another user does not see it, and nobody signed in keeps none', () => {
    writeDraft('draft:notes:12:5', { notes: 'mine' })
    signIn(13)
    const other = renderForm()
    expect(screen.getByLabelText('notes')).toHaveValue('')
    other.unmount()
    window.localStorage.clear()
    renderForm()
    expect(screen.getByTestId('key')).toHaveTextContent('null')
    fireEvent.change(screen.getByLabelText('notes'), { target: { value: 'x' } })
    expect(window.sessionStorage.length).toBe(1)
  })

  it('goes on clearDraft and on logout', async () => {
    writeDraft('draft:a:1:1', { x: 1 })
    clearDraft('draft:a:1:1')
    expect(readDraft('draft:a:1:1')).toBeNull()

    signIn()
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }))
    renderForm()
    fireEvent.change(screen.getByLabelText('notes'), { target: { value: 'Knee pain' } })
    expect(readDraft('draft:notes:12:5')).not.toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'log out' })))
    expect(readDraft('draft:notes:12:5')).toBeNull()
  })

  it('reads nothing from a broken entry', () => {
    window.sessionStorage.setItem('draft:x:1:1', '{not json')
    expect(readDraft('draft:x:1:1')).toBeNull()
    expect(readDraft(null)).toBeNull()
  })
})
