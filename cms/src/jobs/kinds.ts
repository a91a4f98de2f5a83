/** The e-mails the portal sends and the states of one on its way out (the outbox's vocabulary). */
type Label = { en: string; ar: string }

export const MESSAGE_KINDS = [
  { value: 'activation', label: { en: 'Account activation', ar: 'تفعيل الحساب' } },
  { value: 'password-reset', label: { en: 'Password reset', ar: 'إعادة تعيين كلمة المرور' } },
  { value: 'account-exists', label: { en: 'Account already exists', ar: 'الحساب موجود بالفعل' } },
  { value: 'booking-confirmation', label: { en: 'Booking received (patient)', ar: 'استلام الحجز (المريض)' } },
  { value: 'staff-booking', label: { en: 'New booking (staff)', ar: 'حجز جديد (الفريق)' } },
  { value: 'appointment-confirmed', label: { en: 'Appointment confirmed', ar: 'تأكيد الموعد' } },
  { value: 'appointment-cancelled', label: { en: 'Appointment cancelled by staff', ar: 'إلغاء الموعد من الفريق' } },
  { value: 'appointment-rescheduled', label: { en: 'Appointment moved', ar: 'تغيير موعد الحجز' } },
  {
    value: 'staff-patient-rescheduled',
    label: { en: 'Patient moved an appointment (staff)', ar: 'تغيير الموعد من المريض (الفريق)' },
  },
  { value: 'appointment-reminder', label: { en: 'Appointment reminder', ar: 'تذكير بالموعد' } },
  { value: 'appointment-completed', label: { en: 'Thank-you after the visit', ar: 'شكر بعد الزيارة' } },
  {
    value: 'staff-patient-cancelled',
    label: { en: 'Patient cancelled (staff)', ar: 'إلغاء من المريض (الفريق)' },
  },
  {
    value: 'staff-account-deleted',
    label: { en: 'Patient deleted their account (staff)', ar: 'حذف المريض حسابه (الفريق)' },
  },
  { value: 'staff-contact', label: { en: 'Contact message (staff)', ar: 'رسالة تواصل (الفريق)' } },
  { value: 'staff-treatment-request', label: { en: 'Treatment request (staff)', ar: 'طلب علاج (الفريق)' } },
  { value: 'system', label: { en: 'Panel e-mail', ar: 'بريد لوحة التحكم' } },
] as const satisfies readonly { value: string; label: Label }[]

export type MessageKind = (typeof MESSAGE_KINDS)[number]['value']

export const MESSAGE_STATES = [
  { value: 'queued', label: { en: 'Queued', ar: 'في الانتظار' } },
  { value: 'sending', label: { en: 'Sending', ar: 'قيد الإرسال' } },
  { value: 'sent', label: { en: 'Sent', ar: 'أُرسلت' } },
  { value: 'failed', label: { en: 'Failed', ar: 'فشلت' } },
] as const satisfies readonly { value: string; label: Label }[]

export type MessageState = (typeof MESSAGE_STATES)[number]['value']

/** The job queue the worker serves and the task that delivers one message. */
export const MAIL_QUEUE = 'mail'
export const SEND_MESSAGE_TASK = 'send-message'
/**
 * Retries of one message after its first try, before it is failed for good (a dead letter staff
 * can re-send): Payload's `retries.attempts`.
 */
export const SEND_ATTEMPTS = 8
