import type { ApiFieldError, BodyOf, ContentOf, Schema } from '../../lib/api'
import type { Lang } from '../../lib/lang'

type ContactBody = BodyOf<'/contact', 'post'>
/** The answer's JSON, success or failure, as far as it came (a proxy's page may carry none). */
type ContactAnswer = Partial<Schema<'Error'>> & { content?: Partial<ContentOf<'/contact', 'post'>> }

export interface ContactValues {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export type ContactResult =
  { ok: true; id: number | undefined } | { ok: false; message: string; errors: ApiFieldError[] }

/** POST /api/v1/contact (booking API contract): 201 CONTACT_RECEIVED, 400 VALIDATION_FAILED, 429… */
export async function sendContact(
  values: ContactValues,
  lang: Lang,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactResult> {
  const body: ContactBody = {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
    message: values.message.trim(),
    lang,
  }
  let response: Response
  try {
    response = await fetchImpl('/api/v1/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), errors: [] }
  }
  const data = (await response.json().catch(() => null)) as ContactAnswer | null
  if (response.ok) return { ok: true, id: data?.content?.id }
  return {
    ok: false,
    message: data?.message || response.statusText || String(response.status),
    errors: Array.isArray(data?.errors) ? data.errors : [],
  }
}
