/**
 * Bilingual transactional e-mails of the account doors: activation, password reset, and "you
 * already have an account" (a sign-up with a registered address, which the site answers as any
 * other sign-up: docs/security.md). Links point at the site's own routes, never at the panel.
 */
import { env } from '../env'
import { renderHtml, type MailBody } from './layout'

type Lang = 'en' | 'ar'
type Mail = { subject: string; heading: string; body: string; action: string; note: string }

type Kind = 'verify' | 'reset' | 'exists'

const TEXT: Record<Kind, Record<Lang, Mail>> = {
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
  exists: {
    en: {
      subject: 'You already have an account',
      heading: 'You already have an account',
      body:
        'Someone, perhaps you, tried to register with this e-mail address, which already has an account. ' +
        'Log in with it; if you forgot your password or never activated the account, choose a new password: ' +
        'the link we send also activates it.',
      action: 'Log in',
      note: 'If it was not you, you can ignore this message: nothing has changed in your account.',
    },
    ar: {
      subject: 'لديك حساب بالفعل',
      heading: 'لديك حساب بالفعل',
      body:
        'حاول أحدهم، وربما أنت، التسجيل بعنوان البريد الإلكتروني هذا، وهو مرتبط بحساب موجود. ' +
        'سجّل الدخول به؛ وإذا نسيت كلمة المرور أو لم تفعّل الحساب بعد، فاختر كلمة مرور جديدة: ' +
        'الرابط الذي نرسله يفعّل الحساب أيضًا.',
      action: 'تسجيل الدخول',
      note: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
    },
  },
}

/** The second link of the "you already have an account" mail. */
const FORGOT = { en: 'Choose a new password', ar: 'اختيار كلمة مرور جديدة' } as const

export const languageOf = (user: unknown): Lang =>
  (user as { preferredLanguage?: string } | undefined)?.preferredLanguage === 'ar' ? 'ar' : 'en'

export const actionLink = (kind: 'verify' | 'reset', lang: Lang, token: string, email: string) =>
  `${env.publicUrl}/${lang}/${kind === 'verify' ? 'activate' : 'reset'}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

export const subjectFor = (kind: Kind, lang: Lang) => TEXT[kind][lang].subject

/** An account e-mail in the product's one layout (./layout.ts), its button's address shown too. */
const body = (lang: Lang, t: Mail, href: string, links: MailBody['links'] = []): MailBody => ({
  lang,
  heading: t.heading,
  intro: t.body,
  action: { label: t.action, href },
  links,
  showActionAddress: true,
  footer: t.note,
})

/** The activation or reset e-mail's HTML (Payload's own, for an account created in the panel). */
export const renderMail = (kind: 'verify' | 'reset', lang: Lang, token: string, email: string) =>
  renderHtml(body(lang, TEXT[kind][lang], actionLink(kind, lang, token, email)))

/** The activation or reset e-mail for the outbox (the worker renders its HTML and text twin). */
export const accountMail = (kind: 'verify' | 'reset', lang: Lang, token: string, email: string) => {
  return {
    to: email,
    subject: subjectFor(kind, lang),
    body: body(lang, TEXT[kind][lang], actionLink(kind, lang, token, email)),
  }
}

/** "You already have an account": links to log in and to choose a new password. No token. */
export const accountExistsMail = (lang: Lang) => {
  return {
    subject: subjectFor('exists', lang),
    body: body(lang, TEXT.exists[lang], `${env.publicUrl}/${lang}/login`, [
      { label: FORGOT[lang], href: `${env.publicUrl}/${lang}/forgot-password` },
    ]),
  }
}
