/**
 * Which doctors patients see and book. Booking reads the doctor as published: a draft in the panel
 * (a new doctor not yet published, or an unpublished one) is nobody's to book, as it is nobody's
 * to see on the site (cms/src/content/publishing.ts).
 */
import type { Doctor } from '@medtour/cms/payload-types'

export const isPublished = (doctor: Pick<Doctor, '_status'> | null | undefined): doctor is Doctor =>
  Boolean(doctor) && doctor?._status !== 'draft'

/** Published and taking bookings. */
export const isBookable = (doctor: Doctor | null | undefined): doctor is Doctor =>
  isPublished(doctor) && doctor.active !== false
