'use client'
/**
 * The message's "Send again" button (admins, failed messages only): POST
 * /api/messages/:id/resend, then the page shows the message queued again.
 */
import { Button, useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

const TEXT = {
  en: {
    resend: 'Send again',
    queued: 'Queued again: the worker sends it shortly.',
    failed: 'Could not queue it again',
    help: 'Failed after all its tries. Check the address and the last error, then send it again.',
  },
  ar: {
    resend: 'إعادة الإرسال',
    queued: 'أُعيدت إلى قائمة الانتظار وسيرسلها النظام قريبًا.',
    failed: 'تعذّرت إعادتها إلى قائمة الانتظار',
    help: 'فشلت بعد كل محاولاتها. تحقّق من العنوان وآخر خطأ، ثم أعد إرسالها.',
  },
} as const

export default function ResendMessage() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] }>()
  const { i18n } = useTranslation()
  const state = useFormFields(([fields]) => fields.state?.value as string | undefined)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const t = TEXT[i18n.language === 'ar' ? 'ar' : 'en']
  if (!id || state !== 'failed' || !user?.roles?.includes('ROLE_ADMIN')) return null

  const resend = async () => {
    setBusy(true)
    try {
      const res = await fetch(`/api/messages/${id}/resend`, { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      setNote(res.ok ? t.queued : `${t.failed}: ${body.errors?.[0]?.message ?? res.status}`)
      if (res.ok) setTimeout(() => window.location.reload(), 800)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ marginBottom: 24 }}>
      <p style={{ margin: '0 0 8px' }}>{t.help}</p>
      <Button onClick={resend} disabled={busy} buttonStyle="primary" size="medium">
        {t.resend}
      </Button>
      {note && (
        <p role="status" style={{ marginTop: 8 }}>
          {note}
        </p>
      )}
    </div>
  )
}
