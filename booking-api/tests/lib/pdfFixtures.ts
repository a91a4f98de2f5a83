/** Sample export data shared by the PDF tests. */
import type { AppointmentExport, TravelPreferencesExport } from '../../src/lib/pdf'

export const arabicDetails: AppointmentExport = {
  id: 1042,
  lang: 'ar',
  status: 'CONFIRMED',
  appointmentDate: new Date('2026-11-24T07:30:00Z'),
  createdAt: new Date('2026-11-20T09:15:00Z'),
  patient: {
    name: 'محمد الأحمد',
    email: 'mohammed.alahmad@example.com',
    phone: '+964 770 123 4567',
    country: 'العراق',
    timeZone: 'Europe/Moscow',
  },
  doctor: {
    name: 'محمد يلماز',
    title: 'أ. د.',
    speciality: 'طب الأورام',
    provider: 'ميديكال بارك',
    facility: 'مستشفى ميديكال بارك غوزتبه',
    address: 'Göztepe, Kadıköy, İstanbul',
  },
  notes:
    'أعاني من ألم في الصدر منذ ثلاثة أشهر (تقريبًا)، وأرفقت صور الأشعة وتقرير MRI من بغداد. أرجو التواصل عبر WhatsApp.',
  attachments: [
    { fileName: 'تقرير طبي.pdf', size: 245_760 },
    { fileName: 'x-ray.png', size: 1_572_864 },
  ],
}

export const englishDetails: AppointmentExport = {
  ...arabicDetails,
  lang: 'en',
  status: 'PENDING',
  patient: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', country: 'Russia', timeZone: 'Europe/Berlin' },
  doctor: { name: 'Mehmet Yılmaz', title: 'Prof. Dr.', speciality: 'Oncology', provider: 'Medical Park' },
  notes: 'Chest pain for three months; X-ray and MRI attached.',
}

export const arabicTravel: TravelPreferencesExport = {
  id: 1042,
  lang: 'ar',
  appointmentDate: arabicDetails.appointmentDate,
  patient: arabicDetails.patient,
  doctor: arabicDetails.doctor,
  travel: {
    isFlightSelected: true,
    flight_AdultTravellers: 2,
    flight_InfantTravellers: 1,
    // Typed in by hand (an older form): no code, printed as it is.
    flight_Class: 'رجال الأعمال',
    flight_OtherPreferences: 'مقعد بجانب النافذة',
    isAccommodationSelected: true,
    accomodation_Proximity: 'walking',
    accomodation_Stars: 5,
    accomodation_Guests: 3,
    accomodation_Rooms: 1,
    accomodation_Beds: 2,
    isTransportSelected: true,
    transport_CarClass: 'VIP',
    transport_Biscuit: true,
    isTranslationSelected: false,
    isTouristSelected: false,
    preferenceQuestions: ['هل تحتاج إلى كرسي متحرك؟ نعم'],
  },
}

export const englishTravel: TravelPreferencesExport = {
  ...arabicTravel,
  lang: 'en',
  patient: englishDetails.patient,
  doctor: englishDetails.doctor,
  travel: {
    ...arabicTravel.travel,
    flight_Class: 'Business',
    flight_OtherPreferences: 'Window seat',
    preferenceQuestions: [],
  },
}
