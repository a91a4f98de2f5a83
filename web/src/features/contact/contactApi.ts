import type { Lang } from '../../lib/lang'

export interface ContactValues {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export type ContactResult =
  | { ok: true; id: string | number | undefined }
  | { ok: false; message: string; errors: { field?: string; defaultMessage: string }[] }

/** POST /api/v1/contact (booking API contract): 201 CONTACT_RECEIVED, 400 VALIDATION_FAILED, 429… */
export async function sendContact(
  values: ContactValues,
  lang: Lang,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactResult> {
  const body = {
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
  const data = (await response.json().catch(() => null)) as {
    message?: string
    content?: { id?: string | number }
    errors?: { field?: string; defaultMessage: string }[]
  } | null
  if (response.ok) return { ok: true, id: data?.content?.id }
  return {
    ok: false,
    message: data?.message || response.statusText || String(response.status),
    errors: Array.isArray(data?.errors) ? data.errors : [],
  }
}
