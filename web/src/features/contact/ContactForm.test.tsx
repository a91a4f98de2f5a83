import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import ContactForm from './ContactForm'

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

const renderForm = (fetchImpl: typeof fetch, lang: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/" element={<ContactForm fetchImpl={fetchImpl} />} />
      <Route path="/:lang/thank-you" element={<h1>thanks</h1>} />
    </Routes>,
    { lang, path: `/${lang}/` },
  )

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

describe('ContactForm', () => {
  it("shows 'Required' only after a field is touched", async () => {
    await renderForm(jest.fn())
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.blur(screen.getByLabelText('Full name', { exact: false }))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1))
    fill('Email', 'not-an-email')
    fireEvent.blur(screen.getByLabelText('Email', { exact: false }))
    await waitFor(() => expect(screen.getByText('Enter a valid email address')).toBeInTheDocument())
    fill('Phone', '0532 123')
    fireEvent.blur(screen.getByLabelText('Phone', { exact: false }))
    await waitFor(() => expect(screen.getByText(/international format/)).toBeInTheDocument())
    fill('Phone', '+90 (532) 123-45-67')
    await waitFor(() => expect(screen.queryByText(/international format/)).toBeNull())
  })

  it('speaks Arabic in Arabic', async () => {
    await renderForm(jest.fn(), 'ar')
    fireEvent.blur(screen.getByLabelText('الاسم الكامل', { exact: false }))
    await waitFor(() => expect(screen.getByText('مطلوب')).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument()
  })

  it('does not send an invalid form', async () => {
    const fetchImpl = jest.fn()
    await renderForm(fetchImpl)
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3))
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('after a refused submit the focus is on the first invalid field, not on the button', async () => {
    await renderForm(jest.fn())
    fill('Full name', 'Sara')
    const send = screen.getByRole('button', { name: 'Send message' })
    send.focus()
    fireEvent.click(send)
    await waitFor(() => expect(screen.getByLabelText('Email', { exact: false })).toHaveFocus())
  })

  it('posts to /api/v1/contact with the language and goes to thank-you', async () => {
    const fetchImpl = jest.fn(() => json(201, { message: 'CONTACT_RECEIVED', content: { id: 7 } }))
    await renderForm(fetchImpl as unknown as typeof fetch, 'ar')
    fill('الاسم الكامل', ' Sara ')
    fill('البريد الإلكتروني', 'sara@example.com')
    fill('الرسالة', 'Please call me about a treatment.')
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))
    await screen.findByRole('heading', { name: 'thanks' })
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v1/contact')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      message: 'Please call me about a treatment.',
      lang: 'ar',
    })
  })

  it("shows the server's validation messages and a translated known code", async () => {
    const fetchImpl = jest.fn(() =>
      json(400, { message: 'VALIDATION_FAILED', errors: [{ field: 'email', defaultMessage: 'email is taken' }] }),
    )
    await renderForm(fetchImpl as unknown as typeof fetch)
    fill('Full name', 'Sara')
    fill('Email', 'sara@example.com')
    fill('Message', 'Please call me about a treatment.')
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument()
    expect(screen.getByText('email is taken')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'error')
  })

  it('translates throttling and shows an unknown message as the server wrote it', async () => {
    const fetchImpl = jest
      .fn()
      .mockImplementationOnce(() => json(429, { message: 'TOO_MANY_REQUESTS' }))
      .mockImplementationOnce(() => json(500, { message: 'Database is down' }))
    await renderForm(fetchImpl as unknown as typeof fetch)
    fill('Full name', 'Sara')
    fill('Email', 'sara@example.com')
    fill('Message', 'Please call me about a treatment.')
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(/Too many messages were sent/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Database is down')).toBeInTheDocument()
  })
})
