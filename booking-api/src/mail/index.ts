/** The booking API's e-mails. Each function logs and returns false instead of throwing. */
export { sendBookingConfirmation, notifyStaffOfBooking } from './booking'
export type { BookingConfirmation, StaffBookingNotice } from './booking'
export { notifyStaffOfContact } from './contact'
export type { ContactNotice } from './contact'
