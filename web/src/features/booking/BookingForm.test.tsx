import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'

import { renderWithProviders } from '../../test/render'
import { BookingForm } from './BookingForm'
import { MAX_FILE_BYTES } from './fileRules'
import { forgetUploadRules } from './useUploadRules'
import { LocationProbe, doctor, fakeUpload, json, routeFetch, signInPatient, slotsAnswer } from './testKit'

const A = '2026-12-01T06:00:00.000Z' // 09:00 Istanbul, 01:00 New York
const B = '2026-12-01T06:30:00.000Z'
const PDF = () => new File(['%PDF-1.4\n%%EOF\n'], 'blood-test.pdf', { type: 'application/pdf', lastModified: 1 })
const PNG = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'x-ray.png', {
    type: 'image/png',
    lastModified: 2,
  })

const booked = (id = 77, appointmentDate = A) =>
  json(201, { message: 'APPOINTMENT_BOOKED', content: { id, appointmentDate, status: 'PENDING', attachments: [] } })

const renderForm = (lang: 'en' | 'ar' = 'en', requestedSlot: string | null = null) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang/patient-details" element={<BookingForm doctor={doctor()} requestedSlot={requestedSlot} />} />
      <Route path="/:lang/medical-success" element={<LocationProbe />} />
    </Routes>,
    { lang, path: `/${lang}/patient-details?doctor=dr-elif-sahin` },
  )

const chooseSlot = async (istanbul = '09:00') =>
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${istanbul} Istanbul time`) }))

const attach = async (...files: File[]) => {
  fireEvent.change(screen.getByTestId('file-input'), { target: { files } })
  for (const file of files) await screen.findByText(file.name)
}

/** Ticks the consent box and waits until the form has it (Zag reports the change asynchronously). */
const agree = async () => {
  const box = screen.getByRole('checkbox')
  fireEvent.click(box)
  await waitFor(() => expect(box.closest('label')).toHaveAttribute('data-state', 'checked'))
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book appointment' }))

const MB = 1024 * 1024

describe('BookingForm', () => {
  afterEach(forgetUploadRules)
  jest.setTimeout(30_000)

  beforeEach(() => signInPatient())
  afterEach(() => {
    jest.restoreAllMocks()
    jest.restoreAllMocks()
  })

  it("asks for a time ('Required' only after submit) and sends nothing without one", async () => {
    const calls = routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A, B]) : undefined))
    await renderForm()
    await screen.findByRole('button', { name: /^09:00 Istanbul time/ })
    expect(screen.queryByText('Required')).toBeNull()
    submit()
    expect(await screen.findByTestId('slot-error')).toHaveTextContent('Required')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    await chooseSlot()
    await waitFor(() => expect(screen.queryByTestId('slot-error')).toBeNull())
  })

  it('limits notes to 2000 characters', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A]) : undefined))
    await renderForm()
    const notes = screen.getByLabelText('Notes for the doctor')
    fireEvent.change(notes, { target: { value: 'x'.repeat(2001) } })
    fireEvent.blur(notes)
    expect(await screen.findByText('At most 2000 characters')).toBeInTheDocument()
    expect(screen.getByTestId('notes-count')).toHaveTextContent('2001 / 2000 characters')
  })

  it('books without files as JSON, with the slot, language, zone and notes, then goes to medical-success', async () => {
    const calls = routeFetch((url, _body, method) => {
      if (url.includes('/slots')) return slotsAnswer([A, B])
      if (method === 'POST' && url === '/api/v1/appointment') return booked(77, A)
    })
    await renderForm()
    // The patient's zone goes to the slot list too.
    expect(calls.find((c) => c.url.includes('/slots'))!.url).toBe(
      '/api/v1/doctor/4/slots?days=14&tz=America%2FNew_York&lang=en',
    )
    await chooseSlot()
    fireEvent.change(screen.getByLabelText('Notes for the doctor'), { target: { value: '  Blurred vision  ' } })
    submit()
    const location = await screen.findByTestId('location')
    expect(location).toHaveTextContent('/en/medical-success')
    expect(JSON.parse(location.dataset.state!)).toEqual({
      appointmentId: 77,
      values: { appointmentDate: A, doctorData: { doc_name: 'Prof. Dr. Elif Şahin' } },
    })
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({
      userId: 12,
      doctorId: 4,
      appointmentDate: A,
      status: 'PENDING',
      lang: 'en',
      patientTimeZone: 'America/New_York',
      notes: 'Blurred vision',
      consent: false,
    })
  })

  it('requires consent once files are attached', async () => {
    const calls = routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A]) : undefined))
    const upload = fakeUpload(() => ({ status: 500, body: {} }))
    await renderForm()
    await chooseSlot()
    await attach(PDF())
    submit()
    const consent = screen.getByRole('checkbox', { name: /I consent to the processing of my health data/ })
    await waitFor(() => expect(consent.closest('[data-part="root"]')?.parentElement).toHaveTextContent('Required'))
    expect(upload.sent).toHaveLength(0)
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('uploads files as multipart with every booking field, shows progress, and goes on', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A, B]) : undefined))
    const upload = fakeUpload(
      () => ({ status: 201, body: { message: 'APPOINTMENT_BOOKED', content: { id: 91, appointmentDate: B } } }),
      {
        hold: true,
      },
    )
    await renderForm('ar')
    fireEvent.click(await screen.findByRole('button', { name: /^09:30 بتوقيت إسطنبول/ }))
    fireEvent.change(screen.getByLabelText('ملاحظات للطبيب'), { target: { value: 'ملاحظة' } })
    await attach(PDF())
    // Drag and drop adds to the picked files.
    const drop = screen.getByTestId('file-drop-zone')
    fireEvent.drop(drop, { dataTransfer: { files: [PNG()], types: ['Files'] } })
    await screen.findByText('x-ray.png')
    await agree()
    fireEvent.click(screen.getByRole('button', { name: 'احجز الموعد' }))

    const progress = await screen.findByTestId('upload-progress')
    await waitFor(() => expect(progress).toHaveTextContent('40٪'))
    expect(upload.sent).toHaveLength(1)
    const { form, url, method, headers } = upload.sent[0]!
    expect([method, url]).toEqual(['POST', '/api/v1/appointment'])
    expect(headers.authorization).toBe('Bearer token-123')
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files'))).toEqual({
      userId: '12',
      doctorId: '4',
      appointmentDate: B,
      status: 'PENDING',
      lang: 'ar',
      patientTimeZone: 'America/New_York',
      notes: 'ملاحظة',
      consent: 'true',
    })
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['blood-test.pdf', 'x-ray.png'])

    upload.release()
    const location = await screen.findByTestId('location')
    expect(JSON.parse(location.dataset.state!)).toMatchObject({ appointmentId: 91, values: { appointmentDate: B } })
  })

  it('refuses wrong and oversized files in the browser, listing why, and never uploads them', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A]) : undefined))
    await renderForm()
    const huge = PDF()
    Object.defineProperty(huge, 'size', { value: MAX_FILE_BYTES + 1 })
    Object.defineProperty(huge, 'name', { value: 'scan.pdf' })
    const exe = new File(['MZ\x90\x00'], 'setup.exe', { type: 'application/x-msdownload' })
    const spoofed = new File(['just text, not a pdf'], 'report.pdf', { type: 'application/pdf' })
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [exe, huge, spoofed, PNG()] } })
    const refused = await screen.findByTestId('files-refused')
    expect(
      within(refused)
        .getByText(/setup\.exe/)
        .closest('li'),
    ).toHaveTextContent('this file type is not accepted')
    expect(
      within(refused)
        .getByText(/scan\.pdf/)
        .closest('li'),
    ).toHaveTextContent('larger than 10 MB')
    expect(
      within(refused)
        .getByText(/report\.pdf/)
        .closest('li'),
    ).toHaveTextContent('does not match its type')
    const attached = await screen.findByTestId('files-attached')
    expect(
      within(attached)
        .getAllByTestId('attached-name')
        .map((n) => n.textContent),
    ).toEqual(['x-ray.png'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove x-ray.png' }))
    await waitFor(() => expect(screen.queryByTestId('files-attached')).toBeNull())
  })

  it('checks files by the limits the booking API says are in force, not the defaults', async () => {
    routeFetch((url) => {
      if (url.includes('/slots')) return slotsAnswer([A])
      if (url.includes('/uploads/rules'))
        return json(200, { message: 'OK', content: { maxFileBytes: 5 * MB, maxFiles: 2 } })
      return undefined
    })
    await renderForm()
    expect(await screen.findByText(/up to 5 MB each, at most 2 files/)).toBeVisible()
    const six = PDF()
    Object.defineProperty(six, 'size', { value: 6 * MB })
    Object.defineProperty(six, 'name', { value: 'six.pdf' })
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [six] } })
    const refused = await screen.findByTestId('files-refused')
    expect(
      within(refused)
        .getByText(/six\.pdf/)
        .closest('li'),
    ).toHaveTextContent('larger than 5 MB')
  })

  it('on SLOT_TAKEN says so, reloads the times, clears the choice and keeps the rest', async () => {
    let slotCalls = 0
    routeFetch((url, _body, method) => {
      if (url.includes('/slots')) return slotsAnswer(++slotCalls === 1 ? [A, B] : [B])
      if (method === 'POST')
        return json(409, { message: 'SLOT_TAKEN', errors: [{ field: 'appointmentDate', defaultMessage: 'taken' }] })
    })
    await renderForm()
    await chooseSlot('09:00')
    fireEvent.change(screen.getByLabelText('Notes for the doctor'), { target: { value: 'Keep me' } })
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has just booked this time')
    await waitFor(() => expect(slotCalls).toBe(2))
    await waitFor(() => expect(screen.queryByRole('button', { name: /^09:00 Istanbul time/ })).toBeNull())
    expect(screen.getByRole('button', { name: /^09:30 Istanbul time/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByTestId('slot-chosen')).toBeNull()
    expect(screen.queryByTestId('slot-error')).toBeNull()
    expect(screen.getByLabelText('Notes for the doctor')).toHaveValue('Keep me')
  })

  it('translates a 413 from the server and keeps the files', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A]) : undefined))
    fakeUpload(() => ({ status: 413, body: { message: 'FILE_TOO_LARGE' } }))
    await renderForm('ar')
    fireEvent.click(await screen.findByRole('button', { name: /^09:00 بتوقيت إسطنبول/ }))
    await attach(PDF())
    await agree()
    fireEvent.click(screen.getByRole('button', { name: 'احجز الموعد' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('لم يتم حجز موعدك')
    expect(alert.textContent).toMatch(/[\u0600-\u06FF]/)
    expect(screen.getByText('blood-test.pdf')).toBeInTheDocument()
    expect(screen.queryByTestId('upload-progress')).toBeNull()
  })

  it('preselects the time from the profile, or says it is gone', async () => {
    routeFetch((url) => (url.includes('/slots') ? slotsAnswer([A, B]) : undefined))
    const { unmount } = await renderForm('en', '2026-12-01T09:30:00+03:00')
    expect(await screen.findByRole('button', { name: /^09:30 Istanbul time/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByTestId('slot-gone')).toBeNull()
    unmount()
    await renderForm('en', '2026-12-01T12:00:00.000Z')
    expect(await screen.findByTestId('slot-gone')).toHaveTextContent('no longer free')
  })
})
