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
  // The survey's packages and fields, worded as the site's fallback words (web/public/locales/*/travel.json); the
  // CMS global `travel-services` names them first (see pdf.ts, TravelWords).
  flight: pair('Flight', 'الطيران'),
  accommodation: pair('Accommodation', 'الإقامة'),
  transport: pair('Transport & Connectivity', 'التنقل والاتصال'),
  translation: pair('Translation', 'الترجمة'),
  tourist: pair('Tourist Activity', 'الأنشطة السياحية'),
  flight_AdultTravellers: pair('Adult travellers', 'المسافرون البالغون'),
  flight_InfantTravellers: pair('Infant travellers', 'المسافرون الرضّع'),
  flight_Class: pair('Travel class', 'درجة السفر'),
  flight_OtherPreferences: pair('Other flight preferences', 'تفضيلات طيران أخرى'),
  accomodation_Proximity: pair('Distance from the doctor', 'المسافة من الطبيب'),
  accomodation_Stars: pair('Hotel stars', 'نجوم الفندق'),
  accomodation_Guests: pair('Guests', 'عدد النزلاء'),
  accomodation_Rooms: pair('Rooms', 'عدد الغرف'),
  accomodation_Beds: pair('Beds', 'عدد الأسرّة'),
  accomodation_OtherPreferences: pair('Other accommodation preferences', 'تفضيلات إقامة أخرى'),
  transport_CarClass: pair('Car class', 'فئة السيارة'),
  transport_Biscuit: pair('Do you need internet during your stay?', 'هل تحتاج إلى الإنترنت خلال إقامتك؟'),
  translation_LangFrom: pair('Language to translate from', 'اللغة المراد الترجمة منها'),
} as const

export type LabelKey = keyof typeof LABELS

/**
 * The survey's choices by the code it stores, worded as the site's fallback words (travel.json): used for a code the
 * CMS global does not name (a code neither knows is printed as it is).
 */
export const OPTION_LABELS: Record<string, Record<string, { en: string; ar: string }>> = {
  flight_Class: {
    economy: pair('Economy', 'الدرجة الاقتصادية'),
    premium_economy: pair('Premium economy', 'الدرجة الاقتصادية الممتازة'),
    business: pair('Business', 'درجة رجال الأعمال'),
    first: pair('First', 'الدرجة الأولى'),
  },
  accomodation_Proximity: {
    walking: pair('Walking distance', 'مسافة سير على الأقدام'),
    under_5km: pair('Under 5 km', 'أقل من 5 كم'),
    under_15km: pair('Under 15 km', 'أقل من 15 كم'),
    no_preference: pair('No preference', 'لا تفضيل'),
  },
  accomodation_Stars: {
    '3': pair('3 stars', '3 نجوم'),
    '4': pair('4 stars', '4 نجوم'),
    '5': pair('5 stars', '5 نجوم'),
  },
  transport_CarClass: {
    standard: pair('Standard', 'عادية'),
    comfort: pair('Comfort', 'مريحة'),
    vip: pair('VIP', 'كبار الشخصيات'),
    van: pair('Family van', 'حافلة عائلية'),
    accessible: pair('Wheelchair accessible', 'مهيأة للكراسي المتحركة'),
  },
  translation_LangFrom: {
    ar: pair('Arabic', 'العربية'),
    ru: pair('Russian', 'الروسية'),
    en: pair('English', 'الإنجليزية'),
    fa: pair('Persian', 'الفارسية'),
    fr: pair('French', 'الفرنسية'),
    ku: pair('Kurdish', 'الكردية'),
    az: pair('Azerbaijani', 'الأذربيجانية'),
    ur: pair('Urdu', 'الأردية'),
    de: pair('German', 'الألمانية'),
  },
}

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
