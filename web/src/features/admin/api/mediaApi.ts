/**
 * Images of specialities and doctors live in the CMS `media` collection (cms/src/collections/Media.ts):
 * uploaded with Payload's REST `POST /api/media` (multipart `file`, the other fields as the JSON
 * `_payload` part; `alt` is required) with the admin's Bearer token, read with `GET /api/media`.
 */
import { type ApiFailure, apiCall, apiUpload } from '../../../lib/api'
import { mediaUrl } from '../../../lib/apollo'

export interface MediaDoc {
  id: number
  url?: string | null
  alt?: string | null
  filename?: string | null
  sizes?: { thumbnail?: { url?: string | null } | null } | null
}

/** What the CMS accepts (Media.ts `mimeTypes`). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const
/** A sensible limit for a photo in a table and a profile. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** The small version when the CMS made one, as a site-relative address. */
export const previewOf = (doc: MediaDoc | null | undefined) =>
  mediaUrl(doc?.sizes?.thumbnail?.url || doc?.url || null) ?? null

/** Upload failures the UI translates itself: Payload's error bodies carry no code. */
const uploadFailure = (failure: ApiFailure): ApiFailure => {
  if (failure.status === 0) return failure
  if (failure.status === 401) return { ...failure, message: 'UNAUTHORIZED' }
  if (failure.status === 403) return { ...failure, message: 'FORBIDDEN' }
  if (failure.status === 413) return { ...failure, message: 'PAYLOAD_TOO_LARGE' }
  return { ...failure, message: 'IMAGE_UPLOAD_FAILED', errors: [] }
}

export async function uploadImage(
  file: File,
  alt: string,
  onProgress?: (fraction: number) => void,
): Promise<{ success: true; doc: MediaDoc } | ApiFailure> {
  const form = new FormData()
  form.append('file', file)
  form.append('_payload', JSON.stringify({ alt: alt.trim() || file.name }))
  const result = await apiUpload<{ doc?: MediaDoc }>('/api/media', form, onProgress)
  if (!result.success) return uploadFailure(result)
  const doc = result.content?.doc
  if (!doc || typeof doc.id !== 'number') return uploadFailure({ ...result, success: false, errors: [] })
  return { success: true, doc }
}

export const getMedia = (id: number, signal?: AbortSignal) =>
  apiCall<MediaDoc>({ url: `/api/media/${id}`, query: { depth: 0 }, signal })

/** Several images at once (the table's thumbnails). */
export const listMedia = (ids: number[], signal?: AbortSignal) =>
  apiCall<{ docs?: MediaDoc[] }>({
    url: '/api/media',
    query: { 'where[id][in]': ids.join(','), limit: ids.length, depth: 0 },
    signal,
  })
