import { type ApiResult, type ContentOf, type Schema, apiCall, apiUpload } from '../../lib/api'

/** The booked appointment the API answers with (POST /appointment, the contract's `Appointment`). */
export type BookedAppointment = ContentOf<'/appointment', 'post'>

type CreateAppointment = Schema<'CreateAppointment'>

/**
 * What the booking form hands over: the contract's fields (`appointmentDate` is the slot's
 * start, ISO 8601 UTC) and the files.
 */
export type BookingInput = Pick<
  CreateAppointment,
  'userId' | 'doctorId' | 'appointmentDate' | 'lang' | 'patientTimeZone' | 'notes'
> & {
  consent: boolean
  files: readonly File[]
}

/** The booking body's fields, in the contract's names; notes only when written. */
export const bookingFields = (input: BookingInput): CreateAppointment => {
  const notes = input.notes?.trim()
  return {
    ...(input.userId != null ? { userId: input.userId } : {}),
    doctorId: input.doctorId,
    appointmentDate: input.appointmentDate,
    status: 'PENDING',
    lang: input.lang,
    ...(input.patientTimeZone ? { patientTimeZone: input.patientTimeZone } : {}),
    ...(notes ? { notes } : {}),
    consent: input.consent,
  }
}

const CODE = /^[A-Z][A-Z_]+$/

/**
 * POST /appointment: multipart with the files in `files` (with upload progress) when there are
 * files, JSON otherwise. A 413 or 415 answered without a code (by a proxy, say) gets the code
 * the booking API would have used.
 */
export async function bookAppointment(
  input: BookingInput,
  onProgress?: (fraction: number) => void,
): Promise<ApiResult<BookedAppointment>> {
  const fields = bookingFields(input)
  let result: ApiResult<BookedAppointment>
  if (input.files.length) {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
    for (const file of input.files) form.append('files', file, file.name)
    result = await apiUpload<BookedAppointment>('/appointment', form, onProgress)
  } else {
    result = await apiCall<BookedAppointment>({ method: 'POST', url: '/appointment', body: fields })
  }
  if (!result.success && !CODE.test(result.message)) {
    if (result.status === 413) return { ...result, message: 'FILE_TOO_LARGE' }
    if (result.status === 415) return { ...result, message: 'UNSUPPORTED_FILE_TYPE' }
  }
  return result
}

/** Failures after which the chosen time is gone: the list is reloaded and the choice cleared. */
export const SLOT_FAILURES = new Set(['SLOT_TAKEN', 'SLOT_NOT_AVAILABLE', 'SLOT_OUT_OF_RANGE'])
