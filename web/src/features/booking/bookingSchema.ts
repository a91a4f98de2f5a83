import * as Yup from 'yup'

export const NOTES_MAX = 2000

export interface BookingValues {
  /** The chosen slot's start (ISO), '' when none. */
  slot: string
  notes: string
  files: File[]
  consent: boolean
}

type T = (key: string, options?: Record<string, unknown>) => string

/**
 * The booking form's rules (the booking API's contract): a free time is required, notes up to
 * 2000 characters, consent to processing health data required as soon as files are attached.
 * The only required message is 'Required'.
 */
export const bookingSchema = (t: T) =>
  Yup.object({
    slot: Yup.string().required(t('common:validation.required')),
    notes: Yup.string().max(NOTES_MAX, t('booking:form.notesMax', { max: NOTES_MAX })),
    files: Yup.array(),
    consent: Yup.boolean().when('files', {
      is: (files: unknown[] | undefined) => (files?.length ?? 0) > 0,
      then: (schema) => schema.oneOf([true], t('common:validation.required')),
    }),
  })
