import { exportFileName, renderDetailsPdf, renderTravelPdf } from '../../src/lib/pdf'
import { extractPdf, squash, type Extracted } from './pdfExtract'
import { arabicDetails, arabicTravel, englishDetails, englishTravel } from './pdfFixtures'

/** A whole line, spaces aside (pdf.js puts one between a label and its value, or none, by their distance). */
const hasLine = (pdf: Extracted, expected: string) =>
  expect(
    pdf.lines.some((line) => squash(line) === squash(expected)),
    `no line "${expected}" in:\n${pdf.text}`,
  ).toBeTruthy()
const contains = (pdf: Extracted, expected: string) =>
  expect(pdf.text.includes(expected.normalize('NFKC')), `"${expected}" not in:\n${pdf.text}`).toBeTruthy()
const containsSquashed = (pdf: Extracted, expected: string) =>
  expect(squash(pdf.text).includes(squash(expected)), `"${expected}" not in:\n${pdf.text}`).toBeTruthy()

describe('renderDetailsPdf in Arabic', () => {
  let buffer: Buffer
  let pdf: Extracted
  beforeAll(async () => {
    buffer = await renderDetailsPdf(arabicDetails)
    pdf = await extractPdf(buffer)
  })

  it('is a PDF with Arabic metadata', () => {
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.info.Language).toBe('ar')
    expect(pdf.info.Title).toBe('تفاصيل الموعد #1042')
    expect(pdf.pages).toBe(1)
  })

  it('gives back the Arabic that went in, in logical order', () => {
    hasLine(pdf, 'تفاصيل الموعد')
    hasLine(pdf, 'السياحة العلاجية في تركيا')
    contains(pdf, 'محمد الأحمد')
    contains(pdf, 'رقم الحجز')
    contains(pdf, 'الملفات المرفقة')
    contains(pdf, 'مستشفى ميديكال بارك غوزتبه')
    contains(pdf, 'أعاني من ألم في الصدر منذ ثلاثة أشهر')
    // Lam-alef ligatures, shadda and tanween come back as the letters and marks typed.
    contains(pdf, 'طب الأورام')
    contains(pdf, 'الاسم')
    contains(pdf, 'تقريبًا')
  })

  it('keeps brackets the right way round in right-to-left text', () => {
    hasLine(pdf, 'موعد الزيارة (بتوقيت إسطنبول)24/11/2026 10:30 (Europe/Istanbul, GMT+03:00)')
    containsSquashed(pdf, 'أشهر (تقريبًا)، وأرفقت')
  })

  it('translates the status and shows both time zones', () => {
    contains(pdf, 'مؤكد')
    contains(pdf, '24/11/2026 10:30 (Europe/Istanbul, GMT+03:00)')
    contains(pdf, '24/11/2026 10:30 (Europe/Moscow, GMT+03:00)')
    contains(pdf, 'بتوقيتك المحلي')
  })

  it('keeps Latin runs, numbers and the attachments inside Arabic lines', () => {
    contains(pdf, 'mohammed.alahmad@example.com')
    contains(pdf, '+964 770 123 4567')
    contains(pdf, 'Göztepe, Kadıköy, İstanbul')
    containsSquashed(pdf, 'وتقرير MRI من بغداد')
    containsSquashed(pdf, '• تقرير طبي.pdf (240.0 KB)')
    containsSquashed(pdf, '• x-ray.png (1.5 MB)')
  })
})

describe('renderDetailsPdf in English', () => {
  let pdf: Extracted
  beforeAll(async () => {
    pdf = await extractPdf(await renderDetailsPdf(englishDetails))
  })

  it('has the English labels, the translated status and both zones', () => {
    expect(pdf.info.Language).toBe('en')
    expect(pdf.info.Title).toBe('Appointment details #1042')
    for (const label of ['Appointment details', 'Booking number', 'Status', 'Doctor', 'Patient', 'Attached files']) {
      contains(pdf, label)
    }
    contains(pdf, 'Pending confirmation')
    hasLine(pdf, 'Appointment time (Istanbul)24/11/2026 10:30 (Europe/Istanbul, GMT+03:00)')
    hasLine(pdf, 'Your local time24/11/2026 08:30 (Europe/Berlin, GMT+01:00)')
  })

  it('draws Turkish and Arabic names in an English document', () => {
    contains(pdf, 'Prof. Dr. Mehmet Yılmaz')
    contains(pdf, 'Ayşe Yılmaz')
    contains(pdf, 'تقرير طبي')
  })

  it('falls back to Istanbul time for a patient without a zone and lists no files as none', async () => {
    const plain = await extractPdf(
      await renderDetailsPdf({
        ...englishDetails,
        patient: { name: 'Иван Петров', email: 'ivan@example.ru' },
        attachments: [],
        notes: null,
      }),
    )
    hasLine(plain, 'Your local time24/11/2026 10:30 (Europe/Istanbul, GMT+03:00)')
    contains(plain, 'Иван Петров')
    hasLine(plain, 'None')
    expect(!plain.text.includes('Notes')).toBeTruthy()
  })
})

describe('renderTravelPdf', () => {
  it('lists each selected package with its fields in Arabic, and the others as not selected', async () => {
    const pdf = await extractPdf(await renderTravelPdf(arabicTravel))
    expect(pdf.info.Language).toBe('ar')
    hasLine(pdf, 'تفضيلات السفر')
    containsSquashed(pdf, 'الطيران — مطلوب')
    containsSquashed(pdf, 'الترجمة — غير مطلوب')
    containsSquashed(pdf, 'الأنشطة السياحية — غير مطلوب')
    hasLine(pdf, 'المسافرون البالغون2')
    hasLine(pdf, 'درجة السفررجال الأعمال')
    // The seen of 'سير' is also a part of the shin drawn in the details PDF above: its text must survive that.
    hasLine(pdf, 'المسافة من الطبيبمسافة سير على الأقدام')
    hasLine(pdf, 'نجوم الفندق5 نجوم')
    hasLine(pdf, 'تفضيلات إقامة أخرىغير محدد')
    hasLine(pdf, 'هل تحتاج إلى الإنترنت خلال إقامتك؟نعم')
    contains(pdf, 'المسافرون الرضّع')
    contains(pdf, 'هل تحتاج إلى كرسي متحرك؟ نعم')
    contains(pdf, 'محمد الأحمد')
    contains(pdf, '24/11/2026 10:30 (Europe/Moscow, GMT+03:00)')
    expect(!pdf.text.includes('اللغة المراد الترجمة منها'), 'fields of an unselected package').toBeTruthy()
  })

  it('does the same in English', async () => {
    const pdf = await extractPdf(await renderTravelPdf(englishTravel))
    hasLine(pdf, 'Travel preferences')
    hasLine(pdf, 'Flight — Selected')
    hasLine(pdf, 'Accommodation — Selected')
    hasLine(pdf, 'Transport & Connectivity — Selected')
    hasLine(pdf, 'Translation — Not selected')
    hasLine(pdf, 'Tourist Activity — Not selected')
    hasLine(pdf, 'Travel classBusiness')
    hasLine(pdf, 'Distance from the doctorWalking distance')
    // A long label wraps in its column; its value stands by its first line.
    containsSquashed(pdf, 'Do you need internet during your stay?Yes')
    hasLine(pdf, 'Hotel stars5 stars')
    hasLine(pdf, 'Your local time24/11/2026 08:30 (Europe/Berlin, GMT+01:00)')
    expect(!pdf.text.includes('Preference questions'), 'an empty question list is left out').toBeTruthy()
  })

  it('words the stored codes as the CMS does, else in its own words; a code nobody names as it is', async () => {
    const pdf = await extractPdf(
      await renderTravelPdf({
        ...englishTravel,
        travel: {
          ...englishTravel.travel,
          flight_Class: 'premium_economy',
          accomodation_Proximity: 'under_5km',
          transport_CarClass: 'hovercraft',
          isTranslationSelected: true,
          translation_LangFrom: 'ku',
          preferenceQuestions: ['q3', 'q9'],
        },
        words: {
          packages: {
            flight: {
              title: 'Flights',
              fields: {
                flight_Class: { label: 'Cabin', options: { premium_economy: 'Premium economy (extra legroom)' } },
                flight_AdultTravellers: { label: ' ' },
              },
            },
            accommodation: { fields: { accomodation_Proximity: { options: { walking: 'On foot' } } } },
          },
          questions: { q3: 'Beach over sightseeing', constructor: 'not a question' },
        },
      }),
    )
    hasLine(pdf, 'Flights — Selected')
    hasLine(pdf, 'CabinPremium economy (extra legroom)')
    hasLine(pdf, 'Adult travellers2')
    hasLine(pdf, 'Distance from the doctorUnder 5 km')
    hasLine(pdf, 'Car classhovercraft')
    hasLine(pdf, 'Language to translate fromKurdish')
    hasLine(pdf, 'Preference questions')
    hasLine(pdf, '• Beach over sightseeing')
    hasLine(pdf, '• q9')
  })

  it('says not selected for every package of an empty survey', async () => {
    const travel = {
      isFlightSelected: false,
      isAccommodationSelected: false,
      isTransportSelected: false,
      isTranslationSelected: false,
      isTouristSelected: false,
    }
    const pdf = await extractPdf(await renderTravelPdf({ ...englishTravel, travel }))
    expect(pdf.lines.filter((line) => line.endsWith('— Not selected')).length).toBe(5)
  })
})

describe('long content and speed', () => {
  it('flows long notes onto further pages without losing words', async () => {
    const sentence = 'يرجى مراجعة التقارير المرفقة قبل الموعد. '
    const pdf = await extractPdf(await renderDetailsPdf({ ...arabicDetails, notes: sentence.repeat(150) }))
    expect(pdf.pages >= 2).toBeTruthy()
    expect(squash(pdf.text).split(squash('يرجى مراجعة التقارير المرفقة قبل الموعد.')).length - 1).toBe(150)
  })

  it('renders a document in well under a second once the fonts are loaded', async () => {
    await renderDetailsPdf(arabicDetails)
    const started = performance.now()
    for (let i = 0; i < 5; i++) await renderDetailsPdf(arabicDetails)
    const each = (performance.now() - started) / 5
    expect(each < 800, `${each.toFixed(0)} ms per document`).toBeTruthy()
  })

  it('names the files', () => {
    expect(exportFileName('details', 42)).toBe('appointment-42-details.pdf')
    expect(exportFileName('travel-preferences', 42)).toBe('appointment-42-travel-preferences.pdf')
  })
})
