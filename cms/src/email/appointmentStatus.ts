/**
 * The e-mails of an appointment's status changes (docs/booking.md, "Statuses"), built for the
 * outbox when the change is stored: the patient hears, in the booking's language, that staff
 * confirmed (with the updated calendar file), cancelled (with the reason, a way to book again and
 * a calendar cancellation) or completed it (a thank-you); staff hear when a patient cancels.
 * Times are given in Istanbul and in the patient's own zone, each named.
 */
import type { CalendarFile } from '../booking/ics'
import type { OutgoingMail } from '../jobs/outbox'
import type { MailBody, MailLang, Row } from './layout'
import { CLINIC_ZONE, knownZone, wallTime } from './time'

export type StatusMailInput = {
  to: string
  lang: MailLang
  appointmentId: number
  doctorName: string
  providerName: string | null
  appointmentDate: Date
  patientTimeZone?: string | null
  /** The time before a move (rescheduling). */
  previousDate?: Date | null
  /** A move the patient made waits for staff to confirm the new time. */
  waitingForConfirmation?: boolean
  /** The reason staff gave (cancellations). */
  reason?: string | null
  /** The site's address, e.g. https://medtour.example. */
  siteUrl: string
  /** Where the patient books this doctor again, and where the provider's page is. */
  doctorPath?: string | null
  providerPath?: string | null
  /** Where the patient's reply goes (staff's address: the e-mail invites replies). */
  replyTo?: string
  /** The calendar file of the change, when it has one. */
  ics?: { calendar: CalendarFile; contentType: string } | null
}

/**
 * The appointment as the patient's e-mails show it: number, doctor, hospital, the time in
 * Istanbul and in the patient's own zone (each named), and the time before a move.
 */
const appointmentRows = (input: StatusMailInput): Row[] => {
  const c = COMMON[input.lang]
  const zone = knownZone(input.patientTimeZone)
  return [
    [c.number, String(input.appointmentId)],
    [c.doctor, input.doctorName],
    ...(input.providerName ? [[c.hospital, input.providerName] as Row] : []),
    [c.istanbul, wallTime(input.appointmentDate, CLINIC_ZONE, input.lang)],
    ...(zone && zone !== CLINIC_ZONE ? [[c.yours, wallTime(input.appointmentDate, zone, input.lang)] as Row] : []),
    ...(input.previousDate ? [[c.previous, wallTime(input.previousDate, CLINIC_ZONE, input.lang)] as Row] : []),
  ]
}

export type PatientStatusMail = 'confirmed' | 'cancelled' | 'completed' | 'rescheduled'

type Words = {
  subject: (id: string) => string
  heading: string
  intro: string
  action: string
}

const COMMON = {
  en: {
    number: 'Booking number',
    doctor: 'Doctor',
    hospital: 'Hospital',
    istanbul: 'Time in Istanbul',
    yours: 'Your local time',
    reason: 'Reason',
    footer: 'Questions? Reply to this e-mail. Medical Tourism Turkey.',
    appointments: 'View my appointments',
    previous: 'Previous time (Istanbul)',
    waiting: 'Our team will confirm the new time with the hospital and let you know.',
  },
  ar: {
    number: 'رقم الحجز',
    doctor: 'الطبيب',
    hospital: 'المستشفى',
    istanbul: 'الوقت في إسطنبول',
    yours: 'وقتك المحلي',
    reason: 'السبب',
    footer: 'هل لديك أسئلة؟ رُدّ على هذه الرسالة. السياحة العلاجية في تركيا.',
    appointments: 'عرض مواعيدي',
    previous: 'الموعد السابق (إسطنبول)',
    waiting: 'سيؤكد فريقنا الموعد الجديد مع المستشفى ويخبرك بذلك.',
  },
} as const

const WORDS: Record<PatientStatusMail, Record<MailLang, Words>> = {
  rescheduled: {
    en: {
      subject: (id) => `Your appointment has a new time (#${id})`,
      heading: 'Appointment moved',
      intro: 'Your appointment has moved to the time below. The updated calendar file is attached.',
      action: 'View my appointment',
    },
    ar: {
      subject: (id) => `تم تغيير موعد حجزك (رقم ${id})`,
      heading: 'تم تغيير الموعد',
      intro: 'تم نقل موعدك إلى الوقت أدناه. ملف التقويم المحدَّث مرفق بهذه الرسالة.',
      action: 'عرض موعدي',
    },
  },
  confirmed: {
    en: {
      subject: (id) => `Your appointment is confirmed (#${id})`,
      heading: 'Appointment confirmed',
      intro: 'Good news: the hospital confirmed your appointment. The updated calendar file is attached.',
      action: 'View my appointment',
    },
    ar: {
      subject: (id) => `تم تأكيد موعدك (رقم ${id})`,
      heading: 'تم تأكيد الموعد',
      intro: 'خبر سار: أكّد المستشفى موعدك. ملف التقويم المحدَّث مرفق بهذه الرسالة.',
      action: 'عرض موعدي',
    },
  },
  cancelled: {
    en: {
      subject: (id) => `Your appointment was cancelled (#${id})`,
      heading: 'Appointment cancelled',
      intro: 'We are sorry: your appointment was cancelled. You can book another time with the same doctor.',
      action: 'Book again',
    },
    ar: {
      subject: (id) => `تم إلغاء موعدك (رقم ${id})`,
      heading: 'تم إلغاء الموعد',
      intro: 'نأسف لذلك: تم إلغاء موعدك. يمكنك حجز موعد آخر مع الطبيب نفسه.',
      action: 'احجز من جديد',
    },
  },
  completed: {
    en: {
      subject: (id) => `Thank you for your visit (#${id})`,
      heading: 'Thank you',
      intro:
        'Thank you for choosing us. We hope your visit went well: tell us how it went by replying to this e-mail, and read or compare what other patients say on the hospital’s page.',
      action: 'The hospital’s page',
    },
    ar: {
      subject: (id) => `شكرًا لزيارتك (رقم ${id})`,
      heading: 'شكرًا لك',
      intro:
        'شكرًا لاختيارك لنا. نأمل أن تكون زيارتك قد سارت على ما يرام: أخبرنا بتجربتك بالرد على هذه الرسالة، واطّلع على آراء المرضى الآخرين في صفحة المستشفى.',
      action: 'صفحة المستشفى',
    },
  },
}

/** The patient's e-mail for a status change. */
export const patientStatusMail = (kind: PatientStatusMail, input: StatusMailInput): OutgoingMail => {
  const t = WORDS[kind][input.lang]
  const c = COMMON[input.lang]
  const id = String(input.appointmentId)
  const rows = appointmentRows(input)
  const site = `${input.siteUrl}/${input.lang}`
  const details = `${site}/account-appointment-details?id=${id}`
  const action =
    kind === 'cancelled'
      ? `${site}/${input.doctorPath ?? 'doctor-list'}`
      : kind === 'completed' && input.providerPath
        ? `${site}/${input.providerPath}`
        : details
  const body: MailBody = {
    lang: input.lang,
    heading: t.heading,
    intro: input.waitingForConfirmation ? `${t.intro} ${c.waiting}` : t.intro,
    rows,
    ...(kind === 'cancelled' && input.reason ? { quote: `${c.reason}: ${input.reason}` } : {}),
    action: { label: t.action, href: action },
    links: action === details ? [] : [{ label: c.appointments, href: `${site}/account-appointments` }],
    footer: c.footer,
  }
  return {
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: t.subject(id),
    body,
    ...(input.ics
      ? {
          attachments: [
            { filename: `appointment-${id}.ics`, calendar: input.ics.calendar, contentType: input.ics.contentType },
          ],
        }
      : {}),
  }
}

/** Staff's notice that a patient cancelled or moved their appointment (staff notices are in English). */
export const staffPatientChangeMail = (
  kind: 'cancelled' | 'rescheduled',
  input: {
    to: string
    patientEmail: string
    appointmentId: number
    doctorName: string
    appointmentDate: Date
    previousDate?: Date | null
    reason?: string | null
  },
): OutgoingMail => {
  const moved = kind === 'rescheduled'
  const body: MailBody = {
    lang: 'en',
    heading: moved ? 'A patient moved their appointment' : 'A patient cancelled',
    intro: moved
      ? 'A patient moved their appointment to a new time: confirm it with the hospital.'
      : 'A patient cancelled their appointment; the slot is free again.',
    rows: [
      ['Booking number', String(input.appointmentId)],
      ['Patient', input.patientEmail],
      ['Doctor', input.doctorName],
      [moved ? 'New time in Istanbul' : 'Time in Istanbul', wallTime(input.appointmentDate, CLINIC_ZONE, 'en')],
      ...(moved && input.previousDate
        ? [['Previous time in Istanbul', wallTime(input.previousDate, CLINIC_ZONE, 'en')] as Row]
        : []),
    ],
    ...(input.reason && !moved ? { quote: `Reason: ${input.reason}` } : {}),
    footer: 'Open the CMS panel for the appointment.',
  }
  return {
    to: input.to,
    replyTo: input.patientEmail,
    subject: `Appointment #${input.appointmentId} ${moved ? 'moved' : 'cancelled'} by the patient`,
    body,
  }
}

const REMINDER = {
  en: {
    subject: (id: string, when: string) => `Reminder: your appointment ${when} (#${id})`,
    heading: 'Your appointment is coming up',
    intro: (when: string) => `A reminder that your appointment is ${when}. We look forward to seeing you.`,
    inHours: (h: number) => (h === 1 ? 'in 1 hour' : `in ${h} hours`),
    inDays: (d: number) => (d === 1 ? 'tomorrow' : `in ${d} days`),
  },
  ar: {
    subject: (id: string, when: string) => `تذكير: موعدك ${when} (رقم ${id})`,
    heading: 'موعدك يقترب',
    intro: (when: string) => `نذكّرك بأن موعدك ${when}. نتطلع إلى رؤيتك.`,
    inHours: (h: number) =>
      h === 1 ? 'بعد ساعة' : h === 2 ? 'بعد ساعتين' : h <= 10 ? `بعد ${h} ساعات` : `بعد ${h} ساعة`,
    inDays: (d: number) => (d === 1 ? 'غدًا' : d === 2 ? 'بعد يومين' : d <= 10 ? `بعد ${d} أيام` : `بعد ${d} يومًا`),
  },
} as const

/** The patient's reminder, `hours` before the appointment (whole days when it is a multiple of 24). */
export const reminderMail = (input: StatusMailInput & { hours: number }): OutgoingMail => {
  const t = REMINDER[input.lang]
  const c = COMMON[input.lang]
  const id = String(input.appointmentId)
  const when = input.hours % 24 === 0 ? t.inDays(input.hours / 24) : t.inHours(input.hours)
  const site = `${input.siteUrl}/${input.lang}`
  const body: MailBody = {
    lang: input.lang,
    heading: t.heading,
    intro: t.intro(when),
    rows: appointmentRows(input),
    action: { label: COMMON[input.lang].appointments, href: `${site}/account-appointment-details?id=${id}` },
    footer: c.footer,
  }
  return {
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: t.subject(id, when),
    body,
  }
}
