/** Site-wide settings: navigation (spec §2), footer, social links, live chat, travel services. */
const item = (path: string, textId: string, en: string, ar: string) => ({ path, textId, label: { en, ar } })

export const navigation = {
  items: [
    { ...item('about-us', 'nav.aboutUs', 'About Us', 'من نحن'), subItems: [] },
    {
      ...item('medical-tourism', 'nav.medicalTourism', 'Medical Tourism', 'السياحة العلاجية'),
      subItems: [
        item('medical-tourism/why-medical-tourism', 'nav.whyMedicalTourism', 'Why Medical Tourism', 'لماذا السياحة العلاجية'),
        item('medical-tourism/is-it-right-for-me', 'nav.isItRightForMe', 'Is It Right for Me?', 'هل هي مناسبة لي؟'),
        item('medical-tourism/essentials-to-pack', 'nav.essentialsToPack', 'Essentials to Pack', 'ما يجب أن تحزمه'),
      ],
    },
    {
      ...item('turkey', 'nav.turkey', 'Turkey', 'تركيا'),
      subItems: [
        item('turkey/about-turkey', 'nav.aboutTurkey', 'About Turkey', 'عن تركيا'),
        item('turkey/why-turkey', 'nav.whyTurkey', 'Why Turkey', 'لماذا تركيا'),
      ],
    },
    {
      ...item('cities', 'nav.cities', 'Cities', 'المدن'),
      subItems: [
        item('cities/istanbul', 'nav.istanbul', 'Istanbul', 'إسطنبول'),
        item('cities/antalya', 'nav.antalya', 'Antalya', 'أنطاليا'),
      ],
    },
    { ...item('health-providers', 'nav.healthProviders', 'Health Providers', 'مقدمو الرعاية الصحية'), subItems: [] },
    { ...item('faq', 'nav.faq', 'FAQ', 'الأسئلة الشائعة'), subItems: [] },
    { ...item('treatments', 'nav.treatments', 'Treatments', 'العلاجات'), subItems: [] },
    { ...item('what-to-expect', 'nav.whatToExpect', 'What to Expect', 'ماذا تتوقع'), subItems: [] },
    // Past the spec's list (issue 20): a way to a doctor and to a person from every page.
    { ...item('doctor-list', 'nav.findDoctor', 'Find a Doctor', 'ابحث عن طبيب'), subItems: [] },
    { ...item('contact', 'nav.contact', 'Contact', 'تواصل معنا'), subItems: [] },
  ],
  startNow: { visible: false, path: 'treatments', label: { en: 'Start Now', ar: 'ابدأ الآن' } },
}

export const footer = {
  poweredBy: {
    en: 'Powered by Medical Tourism Turkey, your facilitator for treatment with certified providers in Türkiye.',
    ar: 'بدعم من السياحة العلاجية في تركيا، وسيطك للعلاج لدى مقدمي رعاية معتمدين في تركيا.',
  },
  claims: {
    en: [
      { title: 'Certified providers', text: 'We work only with licensed, internationally accredited hospitals and clinics.' },
      { title: 'Transparent process', text: 'Clear quotes before you travel, with no hidden fees.' },
      { title: 'Experienced guidance', text: 'Coordinators who speak your language accompany you from first question to follow-up.' },
    ],
    ar: [
      { title: 'مقدمو رعاية معتمدون', text: 'نتعامل فقط مع مستشفيات وعيادات مرخّصة وحاصلة على اعتمادات دولية.' },
      { title: 'إجراءات شفافة', text: 'عروض أسعار واضحة قبل سفرك، دون رسوم خفية.' },
      { title: 'إرشاد من ذوي الخبرة', text: 'منسقون يتحدثون لغتك يرافقونك من أول سؤال حتى المتابعة.' },
    ],
  },
  links: [
    item('terms-and-conditions', 'footer.terms', 'Terms and Conditions', 'الشروط والأحكام'),
    item('privacy-policy', 'footer.privacy', 'Privacy Policy', 'سياسة الخصوصية'),
  ],
  copyright: {
    en: '© Medical Tourism Turkey. All rights reserved.',
    ar: '© السياحة العلاجية في تركيا. جميع الحقوق محفوظة.',
  },
}

export const socialLinks = {
  links: [
    { network: 'facebook', url: 'https://www.facebook.com/medicaltourismturkey' },
    {
      network: 'instagram',
      url: 'https://www.instagram.com/medicaltourism.turkey',
      arabicUrl: 'https://www.instagram.com/medicaltourism.arabic',
    },
    { network: 'youtube', url: 'https://www.youtube.com/@medicaltourismturkey' },
  ],
}

/** Flag on as the spec says; the widget ids are not recorded, so staff enter them in the panel. */
/** Phone and WhatsApp per language: Arabic speakers reach Arabic-speaking coordinators. */
export const contactChannels = {
  phone: { en: '+902120000100', ar: '+902120000200' },
  whatsapp: { en: '+905320000100', ar: '+905320000200' },
  hours: { en: 'Every day, 08:00–22:00 Istanbul time', ar: 'يوميًا من 08:00 إلى 22:00 بتوقيت إسطنبول' },
}

export const liveChat = {
  enabled: true,
  scriptUrl: 'https://embed.tawk.to/{widgetId}',
  widgetIdArabic: '',
  widgetIdOther: '',
}

type L = { en: string; ar: string }
type FieldSeed = {
  name: string
  label: L
  kind: 'number' | 'select' | 'text' | 'textarea' | 'boolean'
  required?: boolean
  min?: number
  max?: number
  options?: { value: string; label: L }[]
}
export type PackageSeed = { key: string; selectionFlag: string; banner: string; title: L; prompt: L; fields: FieldSeed[] }

const opt = (value: string, en: string, ar: string) => ({ value, label: { en, ar } })

/**
 * The services survey's packages (spec §3). The site (web/src/features/survey/travelPackages.ts)
 * is the contract: field names, kinds, bounds and the option values are the codes it stores, in
 * its order; the words here are what it shows (web/public/locales/{en,ar}/travel.json is its
 * fallback when a text is missing here). Staff may reword everything in the panel; a value or
 * field the site does not know is not offered by it.
 */
export const travelServices: PackageSeed[] = [
  {
    key: 'flight',
    selectionFlag: 'isFlightSelected',
    banner: 'service-flight',
    title: { en: 'Flight', ar: 'الطيران' },
    prompt: {
      en: 'Would you like us to find flights to Turkey for you and your companions?',
      ar: 'هل ترغب في أن نبحث لك ولمرافقيك عن رحلات طيران إلى تركيا؟',
    },
    fields: [
      { name: 'flight_AdultTravellers', label: { en: 'Adult travellers', ar: 'المسافرون البالغون' }, kind: 'number', required: true, min: 1, max: 9 },
      { name: 'flight_InfantTravellers', label: { en: 'Infant travellers', ar: 'المسافرون الرضّع' }, kind: 'number', required: true, min: 0, max: 9 },
      {
        name: 'flight_Class',
        label: { en: 'Travel class', ar: 'درجة السفر' },
        kind: 'select',
        required: true,
        options: [
          opt('economy', 'Economy', 'الدرجة الاقتصادية'),
          opt('premium_economy', 'Premium economy', 'الدرجة الاقتصادية الممتازة'),
          opt('business', 'Business', 'درجة رجال الأعمال'),
          opt('first', 'First', 'الدرجة الأولى'),
        ],
      },
      { name: 'flight_OtherPreferences', label: { en: 'Other flight preferences', ar: 'تفضيلات طيران أخرى' }, kind: 'textarea', max: 2000 },
    ],
  },
  {
    key: 'accommodation',
    selectionFlag: 'isAccommodationSelected',
    banner: 'service-accommodation',
    title: { en: 'Accommodation', ar: 'الإقامة' },
    prompt: {
      en: 'Shall we book a hotel near your doctor for your stay and recovery?',
      ar: 'هل نحجز لك فندقًا قريبًا من طبيبك لفترة إقامتك وتعافيك؟',
    },
    fields: [
      {
        name: 'accomodation_Proximity',
        label: { en: 'Distance from the doctor', ar: 'المسافة من الطبيب' },
        kind: 'select',
        required: true,
        options: [
          opt('walking', 'Walking distance', 'مسافة سير على الأقدام'),
          opt('under_5km', 'Under 5 km', 'أقل من 5 كم'),
          opt('under_15km', 'Under 15 km', 'أقل من 15 كم'),
          opt('no_preference', 'No preference', 'لا تفضيل'),
        ],
      },
      {
        name: 'accomodation_Stars',
        label: { en: 'Hotel stars', ar: 'نجوم الفندق' },
        kind: 'select',
        required: true,
        options: [opt('3', '3 stars', '3 نجوم'), opt('4', '4 stars', '4 نجوم'), opt('5', '5 stars', '5 نجوم')],
      },
      { name: 'accomodation_Guests', label: { en: 'Guests', ar: 'عدد النزلاء' }, kind: 'number', required: true, min: 1, max: 20 },
      { name: 'accomodation_Rooms', label: { en: 'Rooms', ar: 'عدد الغرف' }, kind: 'number', required: true, min: 1, max: 10 },
      { name: 'accomodation_Beds', label: { en: 'Beds', ar: 'عدد الأسرّة' }, kind: 'number', required: true, min: 1, max: 20 },
      {
        name: 'accomodation_OtherPreferences',
        label: { en: 'Other accommodation preferences', ar: 'تفضيلات إقامة أخرى' },
        kind: 'textarea',
        max: 2000,
      },
    ],
  },
  {
    key: 'transport',
    selectionFlag: 'isTransportSelected',
    banner: 'service-transport',
    title: { en: 'Transport & Connectivity', ar: 'التنقل والاتصال' },
    prompt: {
      en: 'Do you need airport transfers, a car with a driver, or mobile internet during your stay?',
      ar: 'هل تحتاج إلى نقل من المطار وإليه، أو سيارة مع سائق، أو إنترنت عبر الهاتف خلال إقامتك؟',
    },
    fields: [
      {
        name: 'transport_CarClass',
        label: { en: 'Car class', ar: 'فئة السيارة' },
        kind: 'select',
        required: true,
        options: [
          opt('standard', 'Standard', 'عادية'),
          opt('comfort', 'Comfort', 'مريحة'),
          opt('vip', 'VIP', 'كبار الشخصيات'),
          opt('van', 'Family van', 'حافلة عائلية'),
          opt('accessible', 'Wheelchair accessible', 'مهيأة للكراسي المتحركة'),
        ],
      },
      {
        name: 'transport_Biscuit',
        label: { en: 'Do you need internet during your stay?', ar: 'هل تحتاج إلى الإنترنت خلال إقامتك؟' },
        kind: 'boolean',
        required: true,
      },
    ],
  },
  {
    key: 'translation',
    selectionFlag: 'isTranslationSelected',
    banner: 'service-translation',
    title: { en: 'Translation', ar: 'الترجمة' },
    prompt: {
      en: 'Would you like a medical interpreter with you at your appointments?',
      ar: 'هل ترغب في وجود مترجم طبي معك خلال مواعيدك؟',
    },
    fields: [
      {
        name: 'translation_LangFrom',
        label: { en: 'Language to translate from', ar: 'اللغة المراد الترجمة منها' },
        kind: 'select',
        required: true,
        // ISO 639-1 codes: the languages patients come with (spec §1: mainly the Middle East and Russia).
        options: [
          opt('ar', 'Arabic', 'العربية'),
          opt('ru', 'Russian', 'الروسية'),
          opt('en', 'English', 'الإنجليزية'),
          opt('fa', 'Persian', 'الفارسية'),
          opt('fr', 'French', 'الفرنسية'),
          opt('ku', 'Kurdish', 'الكردية'),
          opt('az', 'Azerbaijani', 'الأذربيجانية'),
          opt('ur', 'Urdu', 'الأردية'),
          opt('de', 'German', 'الألمانية'),
        ],
      },
    ],
  },
  {
    key: 'tourist',
    selectionFlag: 'isTouristSelected',
    banner: 'service-tourist',
    title: { en: 'Tourist Activity', ar: 'الأنشطة السياحية' },
    prompt: {
      en: 'Feeling well enough to explore? We can plan gentle tours suited to your recovery.',
      ar: 'هل تشعر بأنك قادر على الاستكشاف؟ يمكننا تنظيم جولات هادئة تناسب فترة تعافيك.',
    },
    fields: [],
  },
]
