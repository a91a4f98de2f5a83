/** The staff notice of a patient's treatment request (from the treatments wizard). */
import { config } from '../config'
import type { MailBody, MailLang } from '@medtour/cms/email/layout'

export type TreatmentRequestNotice = {
  id: number | string
  patientEmail: string
  treatments: string[]
  speciality?: string | null
  notes?: string | null
  lang: MailLang
}

export const staffTreatmentRequestMail = (input: TreatmentRequestNotice) => {
  const body: MailBody = {
    lang: 'en',
    heading: 'New treatment request',
    intro: `A patient asked about treatments (written in ${input.lang === 'ar' ? 'Arabic' : 'English'}).`,
    rows: [
      ['Request number', String(input.id)],
      ['Patient', input.patientEmail],
      ...(input.speciality ? [['Speciality', input.speciality] as [string, string]] : []),
      ['Treatments', input.treatments.join(', ') || '—'],
    ],
    ...(input.notes ? { quote: input.notes } : {}),
    action: {
      label: 'Open in the CMS panel',
      href: `${config.publicUrl}/admin/collections/treatment-requests/${input.id}`,
    },
    footer: 'Reply to this e-mail to answer the patient.',
  }
  return {
    to: config.staffEmail,
    replyTo: input.patientEmail,
    subject: `Treatment request #${input.id} from ${input.patientEmail}`,
    body,
  }
}
