/**
 * Calls to the booking API (spec §7): JSON calls, file downloads and uploads with progress.
 * Every request carries `Authorization: Bearer` when the stored user has an access token.
 *
 * JSON calls take method, url, body and query; on success they yield `message`, `content` (or the
 * whole body when there is no content), `totalElements` and `totalPages`; on failure the body's
 * `message` (an error code such as SLOT_TAKEN) and its `errors` list (`defaultMessage` each).
 * A 401 on a signed-in call means the session ended: the stored user is dropped and a
 * `session-expired` event lets the app send the patient to the login page.
 */
import type { ErrorBody } from './apiContract'
import { SESSION_EXPIRED_EVENT, clearUser, getUser } from './session'

export { SESSION_EXPIRED_EVENT }

export type { BodyOf, ContentOf, Schema } from './apiContract'

export const API_BASE = '/api/v1'

type FieldError = NonNullable<ErrorBody['errors']>[number]

/**
 * One invalid field of a failure: the contract's `FieldError`, its `field` optional here because
 * a failure read from elsewhere (a proxy, Payload's REST routes through `apiUpload`) may name none.
 */
export type ApiFieldError = Omit<FieldError, 'field'> & Partial<Pick<FieldError, 'field'>>

export interface ApiSuccess<T> {
  success: true
  status: number
  message: string
  content: T
  totalElements?: number
  totalPages?: number
}

export interface ApiFailure {
  success: false
  /** 0 when the request never reached the server. */
  status: number
  message: string
  errors: ApiFieldError[]
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure

export type Query = Record<string, string | number | boolean | null | undefined>

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  body?: unknown
  query?: Query
  signal?: AbortSignal
}

/** The network failure code the UI translates ('NETWORK_ERROR'). */
export const NETWORK_ERROR = 'NETWORK_ERROR'

export const apiUrl = (url: string, query?: Query) => {
  const path = url.startsWith('/api/') ? url : `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

export const authHeaders = (): Record<string, string> => {
  const token = getUser()?.accessToken
  return token ? { authorization: `Bearer ${token}` } : {}
}

const expireSession = (status: number, hadToken: boolean) => {
  if (status !== 401 || !hadToken) return
  clearUser()
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT))
}

const readFailure = (status: number, data: unknown, fallback: string): ApiFailure => {
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; errors?: unknown }
  const errors = Array.isArray(body.errors)
    ? body.errors.filter(
        (e): e is ApiFieldError => Boolean(e) && typeof (e as ApiFieldError).defaultMessage === 'string',
      )
    : []
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : typeof data === 'string' && data
        ? data
        : fallback || String(status)
  return { success: false, status, message, errors }
}

/** A JSON call to the booking API. Never throws: network failures come back as NETWORK_ERROR. */
export async function apiCall<T = unknown>({
  method = 'GET',
  url,
  body,
  query,
  signal,
}: CallOptions): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() }
  const hadToken = 'authorization' in headers
  if (body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(apiUrl(url, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    return { success: false, status: 0, message: NETWORK_ERROR, errors: [] }
  }
  const text = await response.text().catch(() => '')
  let data: unknown = text
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    /* not JSON: keep the text */
  }
  if (!response.ok) {
    expireSession(response.status, hadToken)
    return readFailure(response.status, data, response.statusText)
  }
  const envelope = (data && typeof data === 'object' ? data : {}) as {
    message?: string
    content?: T
    totalElements?: number
    totalPages?: number
  }
  return {
    success: true,
    status: response.status,
    message: envelope.message ?? '',
    content: 'content' in envelope ? (envelope.content as T) : (data as T),
    totalElements: envelope.totalElements,
    totalPages: envelope.totalPages,
  }
}

export interface DownloadSuccess {
  success: true
  /** A temporary object URL of the file; revoke it when done. */
  url: string
  fileName: string
  blob: Blob
}

/** `filename*=UTF-8''…` wins over `filename="…"` (RFC 6266). */
export const fileNameOf = (disposition: string | null, fallback: string) => {
  if (!disposition) return fallback
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)
  return plain?.[1]?.trim() || fallback
}

/** A binary download: a temporary file address and the name from Content-Disposition. */
export async function apiDownload(url: string, fallbackName = 'download'): Promise<DownloadSuccess | ApiFailure> {
  const headers = authHeaders()
  const hadToken = 'authorization' in headers
  let response: Response
  try {
    response = await fetch(apiUrl(url), { headers })
  } catch {
    return { success: false, status: 0, message: NETWORK_ERROR, errors: [] }
  }
  if (!response.ok) {
    expireSession(response.status, hadToken)
    const text = await response.text().catch(() => '')
    let data: unknown = text
    try {
      data = text ? JSON.parse(text) : null
    } catch {
      /* keep text */
    }
    return readFailure(response.status, data, response.statusText)
  }
  const blob = await response.blob()
  return {
    success: true,
    url: URL.createObjectURL(blob),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    blob,
  }
}

/** Downloads and saves a file through a temporary link; answers the failure when there is one. */
export async function saveDownload(url: string, fallbackName?: string): Promise<ApiFailure | null> {
  const result = await apiDownload(url, fallbackName)
  if (!result.success) return result
  const link = document.createElement('a')
  link.href = result.url
  link.download = result.fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(result.url), 60_000)
  return null
}

/**
 * A multipart upload with progress (XMLHttpRequest: fetch cannot report upload progress).
 * `onProgress` gets 0–1.
 */
export function apiUpload<T = unknown>(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, apiUrl(url))
    const headers = authHeaders()
    const hadToken = 'authorization' in headers
    for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onerror = () => resolve({ success: false, status: 0, message: NETWORK_ERROR, errors: [] })
    xhr.onload = () => {
      let data: unknown = xhr.responseText
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        /* keep text */
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        expireSession(xhr.status, hadToken)
        resolve(readFailure(xhr.status, data, xhr.statusText))
        return
      }
      onProgress?.(1)
      const envelope = (data && typeof data === 'object' ? data : {}) as { message?: string; content?: T }
      resolve({
        success: true,
        status: xhr.status,
        message: envelope.message ?? '',
        content: 'content' in envelope ? (envelope.content as T) : (data as T),
      })
    }
    xhr.send(form)
  })
}
