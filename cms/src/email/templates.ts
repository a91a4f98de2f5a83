/**
 * Bilingual transactional e-mails of the CMS (account activation and password reset).
 * Links point at the site's own routes, never at the CMS panel.
 */
import { env } from '../env'

type Lang = 'en' | 'ar'
type Mail = { subject: string; heading: string; body: string; action: string; note: string }

const TEXT: Record<'verify' | 'reset', Record<Lang, Mail>> = {
  verify: {
    en: {
      subject: 'Activate your account',
      heading: 'Welcome to Medical Tourism Turkey',
      body: 'Thank you for registering. Please confirm your e-mail address to activate your account.',
      action: 'Activate my account',
      note: 'If you did not create an account, you can ignore this message.',
    },
    ar: {
      subject: 'فعّل حسابك',
      heading: 'مرحبًا بك في السياحة العلاجية في تركيا',
      body: 'شكرًا لتسجيلك. يرجى تأكيد بريدك الإلكتروني لتفعيل حسابك.',
      action: 'تفعيل حسابي',
      note: 'إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your password',
      heading: 'Password reset',
      body: 'We received a request to reset your password. The link is valid for one hour and can be used once.',
      action: 'Choose a new password',
      note: 'If you did not ask for this, your password stays unchanged.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      heading: 'إعادة تعيين كلمة المرور',
      body: 'تلقينا طلبًا لإعادة تعيين كلمة المرور. الرابط صالح لمدة ساعة واحدة ويُستخدم مرة واحدة فقط.',
      action: 'اختيار كلمة مرور جديدة',
      note: 'إذا لم تطلب ذلك، فستبقى كلمة مرورك دون تغيير.',
    },
  },
}

export const languageOf = (user: unknown): Lang =>
  (user as { preferredLanguage?: string } | undefined)?.preferredLanguage === 'ar' ? 'ar' : 'en'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export const actionLink = (kind: 'verify' | 'reset', lang: Lang, token: string, email: string) =>
  `${env.publicUrl}/${lang}/${kind === 'verify' ? 'activate' : 'reset'}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

export const subjectFor = (kind: 'verify' | 'reset', lang: Lang) => TEXT[kind][lang].subject

export const renderMail = (kind: 'verify' | 'reset', lang: Lang, token: string, email: string) => {
  const t = TEXT[kind][lang]
  const href = escapeHtml(actionLink(kind, lang, token, email))
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,'Noto Sans Arabic',sans-serif;text-align:${lang === 'ar' ? 'right' : 'left'}">
<h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.body)}</p>
<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b7285;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#555">${escapeHtml(t.note)}</p><p style="color:#555;word-break:break-all">${href}</p></body></html>`
}
