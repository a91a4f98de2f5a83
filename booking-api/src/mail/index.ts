/** The booking API's e-mails, for the outbox, rendered by the worker as it sends them (@medtour/cms/jobs/outbox). */
export { bookingConfirmationMail, staffBookingMail } from './booking'
export type { BookingConfirmation, StaffBookingNotice } from './booking'
export { staffContactMail } from './contact'
export type { ContactNotice } from './contact'
export { staffTreatmentRequestMail } from './treatment'
export type { TreatmentRequestNotice } from './treatment'
