import type { ReviewSeed } from '../types'

const MEDICAL_PARK_EN = {
  locationName: 'Medical Park Göztepe Hospital',
  locationType: 'hospital',
  locationArea: 'Kadıköy, Istanbul',
}
const DUNYAGOZ_EN = { locationName: 'Dünyagöz Levent', locationType: 'hospital', locationArea: 'Şişli, Istanbul' }
const ESTETHICA_EN = { locationName: 'Estethica Ataşehir', locationType: 'clinic', locationArea: 'Ataşehir, Istanbul' }

const MEDICAL_PARK_AR = {
  locationName: 'مستشفى ميديكال بارك غوزتبه',
  locationType: 'hospital',
  locationArea: 'قاضي كوي، إسطنبول',
}
const DUNYAGOZ_AR = { locationName: 'مستشفى دنيا غوز ليفنت', locationType: 'hospital', locationArea: 'شيشلي، إسطنبول' }
const ESTETHICA_AR = { locationName: 'عيادة استيتيكا أتاشهير', locationType: 'clinic', locationArea: 'أتاشهير، إسطنبول' }

export const reviews: ReviewSeed[] = [
  // ── English ──────────────────────────────────────────────────────────────
  {
    externalId: 'en-medical-park-1',
    provider: 'medical-park',
    language: 'en',
    authorName: 'James Whitaker',
    rating: 5,
    text: 'I came to Medical Park Göztepe for a second opinion on my father’s colon cancer treatment. The tumour board reviewed his scans within two days and the oncologist explained the chemotherapy plan clearly, even sketching it out on paper for us. The international patient coordinator met us at the airport and came with us to every appointment. We have continued the cycles here since, and the day-care unit has always been calm, clean and on time.',
    time: '2026-10-14T09:32:00Z',
    ...MEDICAL_PARK_EN,
  },
  {
    externalId: 'en-medical-park-2',
    provider: 'medical-park',
    language: 'en',
    authorName: 'Dmitry Volkov',
    rating: 5,
    text: 'I had a coronary bypass at Medical Park Göztepe after a stress test in Moscow showed three blocked arteries. The surgeon visited me every morning and the nurses in the cardiac ICU were excellent. A Russian-speaking interpreter was available throughout, which made a huge difference to my wife. Ten days after surgery I was walking the corridors, and I flew home with a full medical report in English.',
    time: '2026-09-08T14:05:00Z',
    ...MEDICAL_PARK_EN,
  },
  {
    externalId: 'en-medical-park-3',
    provider: 'medical-park',
    language: 'en',
    authorName: 'Layla Haddad',
    rating: 5,
    text: 'My mother had a total knee replacement here and the whole process was well organised, from the first video call to discharge. Physiotherapy started the day after the operation and she was climbing stairs before we left. The room was spacious, halal meals were served without us having to ask, and the coordinator answered our WhatsApp messages even late in the evening.',
    time: '2026-08-02T18:47:00Z',
    ...MEDICAL_PARK_EN,
  },
  {
    externalId: 'en-dunyagoz-1',
    provider: 'dunyagoz',
    language: 'en',
    authorName: 'Sarah Mitchell',
    rating: 5,
    text: 'I had SMILE laser surgery at Dünyagöz Levent and I am so glad I did. The pre-op examination took about two hours and was incredibly thorough — corneal thickness, tear film, pupil size, everything. The procedure itself took less than 15 minutes and I could read my phone the same evening. Three weeks on I have 20/20 vision and no dry-eye problems at all.',
    time: '2026-10-03T11:20:00Z',
    ...DUNYAGOZ_EN,
  },
  {
    externalId: 'en-dunyagoz-2',
    provider: 'dunyagoz',
    language: 'en',
    authorName: 'Omar Nasser',
    rating: 5,
    text: 'I brought my father from Amman for cataract surgery with trifocal lenses in both eyes. The doctor took the time to explain the differences between the lens options and did not push the most expensive one. Each eye was operated on a separate day and the check-ups were quick and professional. He now reads the newspaper without glasses for the first time in twenty years.',
    time: '2026-07-11T08:15:00Z',
    ...DUNYAGOZ_EN,
  },
  {
    externalId: 'en-estethica-1',
    provider: 'estethica',
    language: 'en',
    authorName: 'Daniel Becker',
    rating: 5,
    text: 'I had a DHI hair transplant with 3,200 grafts at Estethica Ataşehir. Everything ran like clockwork: hotel pickup at 7:30, blood tests, hairline design with the doctor, then the procedure with a proper lunch break. The team was friendly and I felt very little pain once the local anaesthetic was in. At six months the density at the front is already better than I expected.',
    time: '2026-09-19T16:40:00Z',
    ...ESTETHICA_EN,
  },
  {
    externalId: 'en-estethica-2',
    provider: 'estethica',
    language: 'en',
    authorName: 'Karim Aziz',
    rating: 5,
    text: 'A very professional clinic. I had sapphire FUE for the crown and a beard transplant on the same trip. The aftercare instructions were clear, and on day three a nurse did the first wash and showed me exactly how to do it myself. They still review my progress photos every month, and the building is modern and spotless.',
    time: '2026-06-05T10:02:00Z',
    ...ESTETHICA_EN,
  },

  // ── Arabic ───────────────────────────────────────────────────────────────
  {
    externalId: 'ar-medical-park-1',
    provider: 'medical-park',
    language: 'ar',
    authorName: 'أحمد الجبوري',
    rating: 5,
    text: 'جئت من بغداد مع والدي لعلاج سرطان الرئة في مستشفى ميديكال بارك غوزتبه. عُرضت حالته على مجلس الأورام خلال يومين، وشرح لنا الطبيب خطة العلاج الكيميائي والإشعاعي بوضوح بحضور مترجم عربي. وكانت المنسقة معنا في كل موعد، وساعدتنا في حجز فندق قريب من المستشفى. أنصح به كل من يبحث عن علاج موثوق للأورام في إسطنبول.',
    time: '2026-09-12T07:55:00Z',
    ...MEDICAL_PARK_AR,
  },
  {
    externalId: 'ar-medical-park-2',
    provider: 'medical-park',
    language: 'ar',
    authorName: 'ريم العتيبي',
    rating: 4.5,
    text: 'أجريت عملية تكميم المعدة في المستشفى، وكانت التجربة ممتازة بشكل عام. الجراح متمكن جدًا، والمتابعة الغذائية بعد العملية منظمة، وقد فقدت 18 كيلوغرامًا خلال ثلاثة أشهر. ملاحظتي الوحيدة أن الانتظار في قسم الأشعة كان طويلًا بعض الشيء. الطعام حلال والغرفة نظيفة ومريحة.',
    time: '2026-08-18T13:10:00Z',
    ...MEDICAL_PARK_AR,
  },
  {
    externalId: 'ar-dunyagoz-1',
    provider: 'dunyagoz',
    language: 'ar',
    authorName: 'محمد الخوالدة',
    rating: 5,
    text: 'أجريت عملية الليزك في فرع ليفنت بعد أن لبست النظارة خمسة عشر عامًا. كانت الفحوصات قبل العملية دقيقة جدًا واستغرقت نحو ساعتين، أما العملية نفسها فلم تتجاوز ربع ساعة. وفي صباح اليوم التالي كان نظري واضحًا تمامًا. الطاقم لطيف ويتحدث الإنجليزية، وكان المترجم العربي حاضرًا عند الحاجة.',
    time: '2026-10-09T15:25:00Z',
    ...DUNYAGOZ_AR,
  },
  {
    externalId: 'ar-dunyagoz-2',
    provider: 'dunyagoz',
    language: 'ar',
    authorName: 'فاطمة الزهراني',
    rating: 4.5,
    text: 'أحضرت والدتي لإجراء عملية الماء الأبيض وزراعة عدسة ثلاثية البؤرة. شرح لنا الطبيب الخيارات المتاحة بصبر ولم يضغط علينا لاختيار الأغلى. أُجريت العملية لكل عين في يوم مختلف، وكانت المراجعات سريعة ومنظمة. كنت أتمنى أن يكون الفندق المقترح أقرب إلى المستشفى، لكن النتيجة تستحق العناء.',
    time: '2026-07-22T09:40:00Z',
    ...DUNYAGOZ_AR,
  },
  {
    externalId: 'ar-estethica-1',
    provider: 'estethica',
    language: 'ar',
    authorName: 'علي الساعدي',
    rating: 5,
    text: 'أجريت زراعة الشعر بتقنية DHI في استيتيكا أتاشهير بعدد 3,500 بصيلة. كان الاستقبال من المطار والفندق والمترجم العربي ضمن الباقة، والتنظيم دقيقًا منذ اليوم الأول. رسم الطبيب خط الشعر معي وأخذ رأيي قبل البدء، ولم أشعر بألم يُذكر. وبعد خمسة أشهر بدأت النتيجة تظهر بوضوح، وأنا سعيد جدًا بها.',
    time: '2026-09-03T12:00:00Z',
    ...ESTETHICA_AR,
  },
  {
    externalId: 'ar-estethica-2',
    provider: 'estethica',
    language: 'ar',
    authorName: 'نور الحياري',
    rating: 5,
    text: 'أجريت عملية تجميل الأنف في استيتيكا، وكنت قلقة في البداية، لكن الفريق طمأنني في كل خطوة. صمّم الطبيب الشكل الجديد على الحاسوب قبل العملية، وأُزيلت الجبيرة بعد أسبوع وكانت النتيجة طبيعية جدًا. الممرضات لطيفات والمبنى حديث ونظيف. شكرًا لفريق المرضى الدوليين على متابعتهم المستمرة عبر واتساب.',
    time: '2026-08-09T17:30:00Z',
    ...ESTETHICA_AR,
  },
]
