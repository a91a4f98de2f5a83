import { SESSION_EXPIRED_EVENT, apiCall, apiDownload, apiUrl, fileNameOf } from './api'
import { getUser } from './session'

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

afterEach(() => jest.restoreAllMocks())

describe('apiCall (spec §7 JSON call handling)', () => {
  it('builds /api/v1 URLs with the query, dropping empty values', () => {
    expect(apiUrl('/appointment/user/7', { size: 500, page: 0, q: '', x: undefined })).toBe(
      '/api/v1/appointment/user/7?size=500&page=0',
    )
    expect(apiUrl('/api/media')).toBe('/api/media')
  })

  it('sends the bearer token and a JSON body, and yields message, content and paging', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 7, accessToken: 'tok' }))
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(reply(200, { message: 'OK', content: [{ id: 1 }], totalElements: 1, totalPages: 1 }))
    const result = await apiCall<{ id: number }[]>({
      method: 'PUT',
      url: '/appointment/1',
      body: { status: 'CANCELLED' },
    })
    expect(result).toEqual({
      success: true,
      status: 200,
      message: 'OK',
      content: [{ id: 1 }],
      totalElements: 1,
      totalPages: 1,
    })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/v1/appointment/1')
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok')
    expect(init!.body).toBe('{"status":"CANCELLED"}')
  })

  it('uses the whole body as content when there is no content', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { exists: true }))
    const result = await apiCall({ url: '/user/exists/a@b.c' })
    expect(result.success && result.content).toEqual({ exists: true })
  })

  it('a failure yields the code and the errors list', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        reply(400, { message: 'VALIDATION_FAILED', errors: [{ field: 'email', defaultMessage: 'Invalid email' }] }),
      )
    const result = await apiCall({ method: 'POST', url: '/auth/signup', body: {} })
    expect(result).toEqual({
      success: false,
      status: 400,
      message: 'VALIDATION_FAILED',
      errors: [{ field: 'email', defaultMessage: 'Invalid email' }],
    })
  })

  it('a failure without a JSON body uses the response text', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Bad gateway', { status: 502 }))
    const result = await apiCall({ url: '/speciality' })
    expect(result).toMatchObject({ success: false, status: 502, message: 'Bad gateway' })
  })

  it('a network failure is NETWORK_ERROR, never a throw', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await apiCall({ url: '/speciality' })).toMatchObject({ success: false, status: 0, message: 'NETWORK_ERROR' })
  })

  it('a 401 on a signed-in call ends the session and says so', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 7, accessToken: 'old' }))
    const expired = jest.fn()
    window.addEventListener(SESSION_EXPIRED_EVENT, expired)
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(reply(401, { message: 'INVALID_TOKEN' }))
    await apiCall({ url: '/appointment/1' })
    expect(getUser()).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired)
  })

  it('a 401 without a token (wrong password at login) keeps nothing to end', async () => {
    const expired = jest.fn()
    window.addEventListener(SESSION_EXPIRED_EVENT, expired)
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(reply(401, { message: 'BAD_CREDENTIALS' }))
    expect(await apiCall({ method: 'POST', url: '/auth/login', body: {} })).toMatchObject({
      message: 'BAD_CREDENTIALS',
    })
    expect(expired).not.toHaveBeenCalled()
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired)
  })
})

describe('apiDownload (spec §7 file-download handling)', () => {
  it('reads the file name from Content-Disposition, preferring filename*', () => {
    expect(fileNameOf('attachment; filename="appointment-3-details.pdf"', 'x')).toBe('appointment-3-details.pdf')
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1.pdf`, 'x')).toBe(
      'تقرير.pdf',
    )
    expect(fileNameOf(null, 'fallback.bin')).toBe('fallback.bin')
  })

  it('yields a temporary address and the file name', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:1')
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('%PDF-1.4', { status: 200, headers: { 'content-disposition': 'attachment; filename="a.pdf"' } }),
      )
    const result = await apiDownload('/appointment/export/details/3')
    expect(result).toMatchObject({ success: true, url: 'blob:1', fileName: 'a.pdf' })
  })

  it('a failed download yields the errors list or the message', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(reply(404, { message: 'NOT_FOUND' }))
    expect(await apiDownload('/attachment/9')).toMatchObject({ success: false, status: 404, message: 'NOT_FOUND' })
  })
})
