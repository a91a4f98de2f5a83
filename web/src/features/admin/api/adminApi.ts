/**
 * The admin tables' calls (docs/api.md "Admin reference data" and "Treatments"): the same list,
 * read, create, update, active toggle and delete for every resource; the treatment requests
 * (`/treatment`) have no locale, no search and no `/active` (their toggle is a plain update).
 */
import { type ApiFailure, type ApiResult, apiCall } from '../../../lib/api'
import type { Schema } from '../../../lib/apiContract'
import type { Lang } from '../../../lib/lang'
import type { ResourceConfig } from '../resources'

/**
 * A row of any admin table, read generically (the tables are declared in `resources.ts`): the
 * contract's AdminRecord, an id, the active switch where there is one, and the resource's fields.
 */
export type AdminRecord = Schema<'AdminRecord'>

/** The spec's list call: size 500 from page 0. */
export const PAGE_SIZE = 500
/** A list never asks for more than this many pages (10,000 records). */
const MAX_PAGES = 20

const localeOf = (config: ResourceConfig, locale: Lang) => (config.kind === 'admin' ? locale : undefined)

/** Every record of a table (following the pages when there are more than 500). */
export async function listRecords(
  config: ResourceConfig,
  { q, locale, signal }: { q?: string; locale: Lang; signal?: AbortSignal },
): Promise<ApiResult<AdminRecord[]>> {
  const rows: AdminRecord[] = []
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await apiCall<AdminRecord[]>({
      url: config.endpoint,
      query: {
        size: PAGE_SIZE,
        page,
        q: config.kind === 'admin' ? q?.trim() || undefined : undefined,
        locale: localeOf(config, locale),
      },
      signal,
    })
    if (!result.success) return result
    rows.push(...(result.content ?? []))
    if (page + 1 >= (result.totalPages ?? 1)) return { ...result, content: rows }
  }
  return { success: true, status: 200, message: 'OK', content: rows }
}

export const getRecord = (config: ResourceConfig, id: number, locale: Lang, signal?: AbortSignal) =>
  apiCall<AdminRecord>({ url: `${config.endpoint}/${id}`, query: { locale: localeOf(config, locale) }, signal })

export const createRecord = (config: ResourceConfig, body: Record<string, unknown>, locale: Lang) =>
  apiCall<AdminRecord>({ method: 'POST', url: config.endpoint, body, query: { locale: localeOf(config, locale) } })

export const updateRecord = (config: ResourceConfig, id: number, body: Record<string, unknown>, locale: Lang) =>
  apiCall<AdminRecord>({
    method: 'PUT',
    url: `${config.endpoint}/${id}`,
    body,
    query: { locale: localeOf(config, locale) },
  })

/** The table's active toggle: `PUT …/{id}/active` (treatment requests: `PUT /treatment/{id}`). */
export const setActive = (config: ResourceConfig, id: number, active: boolean) =>
  apiCall<AdminRecord>({
    method: 'PUT',
    url: config.kind === 'admin' ? `${config.endpoint}/${id}/active` : `${config.endpoint}/${id}`,
    body: { active },
  })

export const deleteRecord = (config: ResourceConfig, id: number) =>
  apiCall<{ id: number }>({ method: 'DELETE', url: `${config.endpoint}/${id}` })

/**
 * Add in a content language. Records always get the default language (English) first: the API
 * validates required localized fields there (the `/active` toggle writes in English), and English
 * pages do not fall back to Arabic. Added in Arabic, the localized texts are written to English
 * too and then to Arabic, so the record is never nameless; an editor translates it later.
 * `translation` is the failure of the second step (the record exists then).
 */
export async function createInLanguage(
  config: ResourceConfig,
  body: Record<string, unknown>,
  locale: Lang,
  localizedFields: string[],
): Promise<{ result: ApiResult<AdminRecord>; translation?: ApiFailure }> {
  const result = await createRecord(config, body, 'en')
  if (!result.success || locale === 'en' || config.kind !== 'admin') return { result }
  const texts = Object.fromEntries(Object.entries(body).filter(([field]) => localizedFields.includes(field)))
  if (!Object.keys(texts).length) return { result }
  const translated = await updateRecord(config, result.content.id, texts, locale)
  return translated.success ? { result: translated } : { result, translation: translated }
}
