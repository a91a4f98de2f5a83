/** Staff's notice that a patient deleted their account (docs/privacy.md): it names no one. */
import type { OutgoingMail } from '../jobs/outbox'
import type { MailBody } from './layout'

export const staffAccountDeletedMail = (input: {
  to: string
  userId: number
  appointmentIds: number[]
  cancelled: number
}): OutgoingMail => {
  const body: MailBody = {
    lang: 'en',
    heading: 'A patient deleted their account',
    intro:
      'A patient deleted their account. Their medical files, notes, survey answers and contact details are gone; ' +
      'their upcoming appointments are cancelled and the slots are free again. Tell the hospitals of the cancelled ' +
      'appointments.',
    rows: [
      ['Account number', String(input.userId)],
      ['Appointments kept without personal data', input.appointmentIds.map((id) => `#${id}`).join(', ') || '—'],
      ['Upcoming appointments cancelled', String(input.cancelled)],
    ],
    footer: 'Open the CMS panel for the appointments.',
  }
  return {
    to: input.to,
    subject: `Account #${input.userId} deleted by the patient`,
    body,
  }
}
