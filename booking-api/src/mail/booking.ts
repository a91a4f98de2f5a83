/** Booking e-mails for the outbox (the worker renders them): the patient's confirmation with the .ics, and staff's notice. */
import type { CalendarFile } from '@medtour/cms/booking/ics'
import { config } from '../config'
import type { MailBody, MailLang, Row } from '@medtour/cms/email/layout'
import { CLINIC_ZONE, knownZone, wallTime } from '@medtour/cms/email/time'

export type BookingConfirmation = {
  to: string
  lang: MailLang
  appointmentId: number | string
  doctorName: string
  appointmentDate: Date
  patientTimeZone?: string | null
  /** Waiting for staff to confirm it (a new booking): the e-mail says so, as the .ics does. */
  pending?: boolean
  /** The .ics, rendered by the worker as it sends. */
  calendar: CalendarFile
}

const TEXT = {
  en: {
    subject: (id: string) => `Your appointment is booked (#${id})`,
    heading: 'Appointment booked',
    intro: 'Thank you. Your appointment is booked; the calendar file is attached.',
    pending: 'It is waiting for the clinic to confirm it: we will write to you as soon as it is confirmed.',
    number: 'Booking number',
    doctor: 'Doctor',
    istanbul: 'Time in Istanbul',
    yours: 'Your local time',
    action: 'View my appointments',
    footer: 'Our team will contact you to confirm the details. Medical Tourism Turkey.',
  },
  ar: {
    subject: (id: string) => `تم حجز موعدك (رقم ${id})`,
    heading: 'تم حجز الموعد',
    intro: 'شكرًا لك. تم حجز موعدك، وملف التقويم مرفق بهذه الرسالة.',
    pending: 'الموعد بانتظار تأكيد العيادة، وسنراسلك فور تأكيده.',
    number: 'رقم الحجز',
    doctor: 'الطبيب',
    istanbul: 'الوقت في إسطنبول',
    yours: 'وقتك المحلي',
    action: 'عرض مواعيدي',
    footer: 'سيتواصل معك فريقنا لتأكيد التفاصيل. السياحة العلاجية في تركيا.',
  },
} as const

export const bookingConfirmationMail = (input: BookingConfirmation) => {
  const t = TEXT[input.lang]
  const id = String(input.appointmentId)
  const zone = knownZone(input.patientTimeZone)
  const rows: Row[] = [
    [t.number, id],
    [t.doctor, input.doctorName],
    [t.istanbul, wallTime(input.appointmentDate, CLINIC_ZONE, input.lang)],
    ...(zone && zone !== CLINIC_ZONE ? [[t.yours, wallTime(input.appointmentDate, zone, input.lang)] as Row] : []),
  ]
  const body: MailBody = {
    lang: input.lang,
    heading: t.heading,
    intro: input.pending ? `${t.intro} ${t.pending}` : t.intro,
    rows,
    action: { label: t.action, href: `${config.publicUrl}/${input.lang}/account-appointments` },
    footer: t.footer,
  }
  return {
    to: input.to,
    subject: t.subject(id),
    body,
    attachments: [
      {
        filename: `appointment-${id}.ics`,
        calendar: input.calendar,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }
}

/** The patient's e-mail language, as staff read it. */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic' }

export type StaffBookingNotice = {
  appointmentId: number | string
  patientEmail: string
  patientName?: string | null
  patientPhone?: string | null
  patientCountry?: string | null
  patientLanguage?: string | null
  doctorName: string
  appointmentDate: Date
  attachmentsCount: number
}

export const staffBookingMail = (input: StaffBookingNotice) => {
  const body: MailBody = {
    lang: 'en',
    heading: 'New appointment',
    intro: 'A patient booked an appointment.',
    rows: [
      ['Booking number', String(input.appointmentId)],
      ['Patient', input.patientName || '—'],
      ['E-mail', input.patientEmail],
      ['Phone', input.patientPhone || '—'],
      ['Country', input.patientCountry || '—'],
      ['Language', LANGUAGE_NAMES[input.patientLanguage ?? ''] ?? (input.patientLanguage || '—')],
      ['Doctor', input.doctorName],
      ['Time in Istanbul', wallTime(input.appointmentDate, CLINIC_ZONE, 'en')],
      ['UTC', input.appointmentDate.toISOString()],
      ['Files attached', String(input.attachmentsCount)],
    ],
    footer: 'Open the CMS panel to review it.',
  }
  return {
    to: config.staffEmail,
    replyTo: input.patientEmail,
    subject: `New appointment #${input.appointmentId}`,
    body,
  }
}
