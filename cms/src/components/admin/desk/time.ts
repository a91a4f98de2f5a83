/**
 * Times on the desk: always labelled with their zone — Istanbul (the clinics') and the patient's
 * own — never the browser's unlabelled (docs/booking.md, "The coordinator's desk").
 */
import { CLINIC_ZONE, knownZone as knownZoneOf } from '../../../email/time'

export { CLINIC_ZONE }

export type DeskLang = 'en' | 'ar'

export const langOf = (language: string | undefined): DeskLang => (language === 'ar' ? 'ar' : 'en')

/** "Asia/Riyadh" → "Riyadh". */
export const zoneName = (zone: string) => zone.split('/').pop()!.replace(/_/g, ' ')

/** A zone the runtime knows, or null (the e-mails' rule). */
export const knownZone = (zone: unknown): string | null => (typeof zone === 'string' ? knownZoneOf(zone) : null)

/** A moment on the wall clock of `zone`: "Tue 5 Jan 2027, 10:00". */
export const wallClock = (iso: string | Date, zone: string, lang: DeskLang, withDate = true) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: zone,
    ...(withDate ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))

export const WORDS = {
  en: { istanbul: 'Istanbul', patient: 'patient', browser: 'your browser' },
  ar: { istanbul: 'إسطنبول', patient: 'المريض', browser: 'متصفحك' },
} as const

/** Both labelled times of an appointment. */
export const deskTimes = (iso: string, patientZone: unknown, lang: DeskLang) => {
  const zone = knownZone(patientZone)
  return {
    istanbul: `${wallClock(iso, CLINIC_ZONE, lang)} (${WORDS[lang].istanbul})`,
    patient:
      zone && zone !== CLINIC_ZONE
        ? `${wallClock(iso, zone, lang, false)} (${zoneName(zone)}, ${WORDS[lang].patient})`
        : null,
  }
}
