import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Field, Form, Formik, useFormik } from 'formik'

import { renderWithProviders } from '../test/render'
import { FocusFirstError, errorNames, invalidControls } from './FocusFirstError'

interface Values {
  name: string
  email: string
  city: string
}
const required = (v: Values) =>
  Object.fromEntries(
    Object.entries(v)
      .filter(([, value]) => !value)
      .map(([key]) => [key, 'Required']),
  )

function HookForm({ onSubmit = jest.fn() }: { onSubmit?: () => void }) {
  const formik = useFormik<Values>({ initialValues: { name: '', email: '', city: '' }, validate: required, onSubmit })
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <FocusFirstError form={formik} />
      <input aria-label="name" name="name" value={formik.values.name} onChange={formik.handleChange} />
      <input aria-label="email" name="email" value={formik.values.email} onChange={formik.handleChange} />
      <input aria-label="city" name="city" value={formik.values.city} onChange={formik.handleChange} />
      <button type="submit">Send</button>
    </form>
  )
}

describe('FocusFirstError', () => {
  it('after a failed submit, focuses the first invalid field in page order, not the button', async () => {
    await renderWithProviders(<HookForm />)
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ada' } })
    const send = screen.getByRole('button', { name: 'Send' })
    send.focus()
    fireEvent.click(send)
    await waitFor(() => expect(screen.getByLabelText('email')).toHaveFocus())
  })

  it('leaves the focus alone before any submit and after a valid one', async () => {
    const onSubmit = jest.fn()
    await renderWithProviders(<HookForm onSubmit={onSubmit} />)
    const send = screen.getByRole('button', { name: 'Send' })
    send.focus()
    for (const [label, value] of [
      ['name', 'Ada'],
      ['email', 'ada@example.test'],
      ['city', 'Izmir'],
    ])
      fireEvent.change(screen.getByLabelText(label!), { target: { value } })
    expect(send).toHaveFocus()
    fireEvent.click(send)
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(send).toHaveFocus()
  })

  it('works inside <Formik> without props, and finds a group marked invalid (the slot picker)', async () => {
    await renderWithProviders(
      <Formik<{ note: string; slot: string }>
        initialValues={{ note: 'ok', slot: '' }}
        validate={(v) => (v.slot ? {} : { slot: 'Pick a time' })}
        onSubmit={jest.fn()}
      >
        {({ errors, submitCount }) => (
          <Form noValidate>
            <FocusFirstError />
            <Field name="note" aria-label="note" />
            <div role="group" data-invalid={(submitCount > 0 && errors.slot) || undefined}>
              <button type="button">09:00</button>
              <button type="button">10:00</button>
            </div>
            <button type="submit">Book</button>
          </Form>
        )}
      </Formik>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '09:00' })).toHaveFocus())
  })

  it('names nested and listed errors as Formik names their fields', () => {
    expect(errorNames({ a: 'x', b: { c: 'y' }, d: [undefined, { e: 'z' }] })).toEqual(['a', 'b.c', 'd.1.e', 'd[1].e'])
    const form = document.createElement('form')
    form.innerHTML = '<input name="b.c"><input name="a"><input aria-invalid="true" name="other">'
    expect(invalidControls(form, ['a', 'b.c']).map((el) => el.getAttribute('name'))).toEqual(['b.c', 'a', 'other'])
  })
})
