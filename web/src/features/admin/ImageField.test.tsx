import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'

import { saveUser } from '../../lib/session'
import { renderWithProviders } from '../../test/render'
import { ImageField } from './ImageField'
import { fakeApi, on } from './testKit'

jest.setTimeout(30_000)

/** A fake XMLHttpRequest that records the request and answers `reply`. */
function fakeXhr(reply: { status: number; body: unknown }) {
  const sent: { method: string; url: string; headers: Record<string, string>; form: FormData }[] = []
  class FakeXhr {
    status = 0
    statusText = ''
    responseText = ''
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    private request = { method: '', url: '', headers: {} as Record<string, string> }
    open(method: string, url: string) {
      this.request.method = method
      this.request.url = url
    }
    setRequestHeader(key: string, value: string) {
      this.request.headers[key] = value
    }
    send(form: FormData) {
      sent.push({ ...this.request, form })
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 })
        this.status = reply.status
        this.responseText = JSON.stringify(reply.body)
        this.onload?.()
      }, 10)
    }
  }
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest)
  return sent
}

function Harness({ initial = null, onChange }: { initial?: number | null; onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial)
  return (
    <ImageField
      label="Image"
      value={value}
      alt="Cardiology"
      onChange={(id) => {
        setValue(id)
        onChange(id)
      }}
    />
  )
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'heart.png', { type: 'image/png' })

afterEach(() => {
  jest.restoreAllMocks()
})

describe('image field', () => {
  it("uploads to the CMS with the admin's token and keeps the media id", async () => {
    saveUser({ id: 1, roles: ['ROLE_ADMIN'], accessToken: 'admin-token' })
    const sent = fakeXhr({
      status: 201,
      body: {
        doc: { id: 41, url: 'http://localhost:3000/api/media/file/heart.png', sizes: { thumbnail: { url: null } } },
      },
    })
    const onChange = jest.fn()
    await renderWithProviders(<Harness onChange={onChange} />)
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Image: Image file'), { target: { files: [png()] } })
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(41))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.method).toBe('POST')
    expect(sent[0]!.url).toBe('/api/media')
    expect(sent[0]!.headers.authorization).toBe('Bearer admin-token')
    expect((sent[0]!.form.get('file') as File).name).toBe('heart.png')
    expect(JSON.parse(String(sent[0]!.form.get('_payload')))).toEqual({ alt: 'Cardiology' })
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The current image' })).toHaveAttribute(
        'src',
        '/api/media/file/heart.png',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeInTheDocument()
  })

  it('shows the stored image and refuses other file types without uploading', async () => {
    fakeApi(
      on('GET', '/api/media/7', {
        body: { id: 7, url: '/api/media/file/eye.jpg', sizes: { thumbnail: { url: '/api/media/file/eye-400.jpg' } } },
      }),
    )
    const sent = fakeXhr({ status: 201, body: {} })
    const onChange = jest.fn()
    await renderWithProviders(<Harness initial={7} onChange={onChange} />)
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The current image' })).toHaveAttribute(
        'src',
        '/api/media/file/eye-400.jpg',
      ),
    )
    const pdf = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })
    fireEvent.change(screen.getByLabelText('Image: Image file'), { target: { files: [pdf] } })
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or SVG image.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    expect(onChange).not.toHaveBeenCalled()
  })

  it("translates the CMS's refusal", async () => {
    fakeXhr({ status: 400, body: { errors: [{ message: 'The following field is invalid: Alt' }] } })
    const onChange = jest.fn()
    await renderWithProviders(<Harness onChange={onChange} />, { lang: 'ar' })
    fireEvent.change(screen.getByLabelText('Image: ملف الصورة'), { target: { files: [png()] } })
    expect(await screen.findByText('تعذر رفع الصورة. يرجى المحاولة مرة أخرى.')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })
})
