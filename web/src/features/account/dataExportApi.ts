import { type ContentOf, apiCall, saveDownload } from '../../lib/api'

/** A data export of the patient's account: being prepared (`queued`), `ready` or `failed`. */
export type DataExport = NonNullable<ContentOf<'/user/me/export', 'get'>>

/** The name the zip is saved under when the answer names none. */
export const EXPORT_FALLBACK_NAME = 'my-data.zip'

/**
 * GET /user/me/export: the latest export; null when none was asked for, state `expired` once a
 * ready one is past its 7 days.
 */
export const getDataExport = (signal?: AbortSignal) => apiCall<DataExport | null>({ url: '/user/me/export', signal })

/**
 * POST /user/me/export: 202 EXPORT_QUEUED with the export the worker is preparing (the one
 * already being prepared, if any); 429 TOO_MANY_EXPORTS past 3 in 24 hours.
 */
export const requestDataExport = () =>
  apiCall<ContentOf<'/user/me/export', 'post'>>({ method: 'POST', url: '/user/me/export' })

/**
 * GET /user/me/export/download, saved under the name from Content-Disposition. Answers the
 * failure, if any: 409 EXPORT_NOT_READY, 410 EXPORT_EXPIRED, 404 NOT_FOUND, or a network failure.
 */
export const downloadDataExport = () => saveDownload('/user/me/export/download', EXPORT_FALLBACK_NAME)
