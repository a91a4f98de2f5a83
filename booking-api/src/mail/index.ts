/** The booking API's e-mails, rendered for the outbox (@medtour/cms/jobs/outbox); the worker sends them. */
export { bookingConfirmationMail, staffBookingMail } from './booking'
export type { BookingConfirmation, StaffBookingNotice } from './booking'
export { staffContactMail } from './contact'
export type { ContactNotice } from './contact'
export { staffTreatmentRequestMail } from './treatment'
export type { TreatmentRequestNotice } from './treatment'
