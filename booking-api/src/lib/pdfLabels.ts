/** Every word the PDF exports print, in English and Arabic. */
export type PdfLang = 'en' | 'ar'

const pair = (en: string, ar: string) => ({ en, ar })

export const PRODUCT_NAME = pair('Medical Tourism Turkey', 'السياحة العلاجية في تركيا')

export const LABELS = {
  detailsTitle: pair('Appointment details', 'تفاصيل الموعد'),
  travelTitle: pair('Travel preferences', 'تفضيلات السفر'),
  bookingNumber: pair('Booking number', 'رقم الحجز'),
  status: pair('Status', 'الحالة'),
  timeIstanbul: pair('Appointment time (Istanbul)', 'موعد الزيارة (بتوقيت إسطنبول)'),
  timePatient: pair('Your local time', 'بتوقيتك المحلي'),
  createdAt: pair('Booked on', 'تاريخ الحجز'),
  doctorSection: pair('Doctor', 'الطبيب'),
  patientSection: pair('Patient', 'المريض'),
  name: pair('Name', 'الاسم'),
  speciality: pair('Speciality', 'التخصص'),
  provider: pair('Hospital', 'المستشفى'),
  facility: pair('Facility', 'المنشأة'),
  address: pair('Address', 'العنوان'),
  email: pair('E-mail', 'البريد الإلكتروني'),
  phone: pair('Phone', 'الهاتف'),
  country: pair('Country', 'الدولة'),
  timeZone: pair('Time zone', 'المنطقة الزمنية'),
  notes: pair('Notes', 'ملاحظات'),
  attachments: pair('Attached files', 'الملفات المرفقة'),
  none: pair('None', 'لا يوجد'),
  notSelected: pair('Not selected', 'غير مطلوب'),
  selected: pair('Selected', 'مطلوب'),
  yes: pair('Yes', 'نعم'),
  no: pair('No', 'لا'),
  notGiven: pair('Not given', 'غير محدد'),
  generatedAt: pair('Generated', 'تاريخ الإنشاء'),
  preferenceQuestions: pair('Preference questions', 'أسئلة التفضيلات'),
  flight: pair('Flight', 'الطيران'),
  accommodation: pair('Accommodation', 'الإقامة'),
  transport: pair('Transport & connectivity', 'المواصلات والاتصال'),
  translation: pair('Translation', 'الترجمة'),
  tourist: pair('Tourist activity', 'الأنشطة السياحية'),
  flight_AdultTravellers: pair('Adult travellers', 'المسافرون البالغون'),
  flight_InfantTravellers: pair('Infant travellers', 'المسافرون الرضّع'),
  flight_Class: pair('Flight class', 'درجة الطيران'),
  flight_OtherPreferences: pair('Other flight preferences', 'تفضيلات طيران أخرى'),
  accomodation_Proximity: pair('Distance from the doctor', 'المسافة من الطبيب'),
  accomodation_Stars: pair('Hotel stars', 'نجوم الفندق'),
  accomodation_Guests: pair('Guests', 'الضيوف'),
  accomodation_Rooms: pair('Rooms', 'الغرف'),
  accomodation_Beds: pair('Beds', 'الأسرّة'),
  accomodation_OtherPreferences: pair('Other accommodation preferences', 'تفضيلات إقامة أخرى'),
  transport_CarClass: pair('Car class', 'فئة السيارة'),
  transport_Biscuit: pair('Needs internet', 'يحتاج إلى الإنترنت'),
  translation_LangFrom: pair('Translate from', 'الترجمة من'),
} as const

export type LabelKey = keyof typeof LABELS

export const STATUS_LABELS: Record<string, { en: string; ar: string }> = {
  PENDING: pair('Pending confirmation', 'بانتظار التأكيد'),
  CONFIRMED: pair('Confirmed', 'مؤكد'),
  CANCELLED: pair('Cancelled', 'ملغى'),
  COMPLETED: pair('Completed', 'مكتمل'),
  NO_SHOW: pair('Missed', 'لم يحضر'),
}

export const label = (key: LabelKey, lang: PdfLang): string => LABELS[key][lang]

/** The translated status, or the raw value for one this dictionary does not know. */
export const statusLabel = (status: string, lang: PdfLang): string => STATUS_LABELS[status]?.[lang] ?? status

/** '1.2 MB' style sizes (Latin digits and units in both languages). */
export const formatBytes = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
