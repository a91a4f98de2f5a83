import type { DoctorSeed, WorkingHours } from '../types'

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const

/** Monday–Friday from `start` to `end`, optionally with a Saturday-morning clinic. */
const weekdays = (start: string, end: string, saturday?: { start: string; end: string }): WorkingHours => [
  ...WEEKDAYS.map((day) => ({ day, start, end })),
  ...(saturday ? [{ day: 'sat' as const, ...saturday }] : []),
]

export const doctors: DoctorSeed[] = [
  // ── Medical Park ─────────────────────────────────────────────────────────
  {
    slug: 'dr-mehmet-yilmaz',
    provider: 'medical-park',
    facility: 'medical-park-goztepe',
    speciality: 'oncology',
    photo: 'doctor-dr-mehmet-yilmaz',
    languages: ['tr', 'en'],
    yearsOfExperience: 28,
    slotMinutes: 45,
    consultationFee: 200,
    workingHours: weekdays('09:00', '17:00'),
    content: {
      en: {
        name: 'Mehmet Yılmaz',
        title: 'Prof. Dr.',
        bio: 'Professor of medical oncology specialising in lung and gastrointestinal cancers, and chair of the Göztepe multidisciplinary tumour board. He has led clinical trials in targeted therapy and immunotherapy and regularly gives second opinions for patients from the Middle East.',
      },
      ar: {
        name: 'محمد يلماز',
        title: 'أ. د.',
        bio: 'أستاذ في طب الأورام متخصص في سرطانات الرئة والجهاز الهضمي، ويرأس مجلس الأورام متعدد التخصصات في مستشفى غوزتبه. قاد تجارب سريرية في العلاج الموجَّه والعلاج المناعي، ويقدم بانتظام الرأي الطبي الثاني لمرضى من الشرق الأوسط.',
      },
    },
  },
  {
    slug: 'dr-ayse-demir',
    provider: 'medical-park',
    facility: 'medical-park-goztepe',
    speciality: 'cardiology',
    photo: 'doctor-dr-ayse-demir',
    languages: ['tr', 'en', 'de'],
    yearsOfExperience: 18,
    slotMinutes: 30,
    consultationFee: 150,
    workingHours: weekdays('09:00', '17:00', { start: '09:00', end: '13:00' }),
    content: {
      en: {
        name: 'Ayşe Demir',
        title: 'Assoc. Prof. Dr.',
        bio: 'Interventional cardiologist with more than 6,000 coronary angiographies and stent procedures, performed mainly through the wrist. She trained in Germany and focuses on complex coronary disease and structural heart interventions such as TAVI.',
      },
      ar: {
        name: 'عائشة دمير',
        title: 'أ. م. د.',
        bio: 'استشارية في قسطرة القلب أجرت أكثر من 6,000 عملية قسطرة تشخيصية وتركيب دعامات، معظمها عبر شريان المعصم. تدربت في ألمانيا، وتركز على أمراض الشرايين التاجية المعقدة والتدخلات القلبية البنيوية مثل زراعة الصمام الأبهري عبر القسطرة (TAVI).',
      },
    },
  },
  {
    slug: 'dr-burak-kaya',
    provider: 'medical-park',
    facility: 'medical-park-antalya',
    speciality: 'orthopedics',
    photo: 'doctor-dr-burak-kaya',
    languages: ['tr', 'en', 'ru'],
    yearsOfExperience: 14,
    slotMinutes: 30,
    consultationFee: 150,
    workingHours: weekdays('08:30', '16:30'),
    content: {
      en: {
        name: 'Burak Kaya',
        title: 'Op. Dr.',
        bio: 'Orthopedic surgeon specialising in robotic-assisted knee and hip replacement and sports injuries. Based in Antalya, he treats many patients from Russia and Europe and coordinates their physiotherapy programme before they fly home.',
      },
      ar: {
        name: 'بوراك كايا',
        title: 'د.',
        bio: 'جرّاح عظام متخصص في استبدال مفصلي الركبة والورك بمساعدة الروبوت وفي علاج الإصابات الرياضية. يعمل في أنطاليا ويعالج كثيرًا من المرضى القادمين من روسيا وأوروبا، ويشرف على برنامج العلاج الطبيعي قبل عودتهم إلى بلدانهم.',
      },
    },
  },

  // ── Dünyagöz ─────────────────────────────────────────────────────────────
  {
    slug: 'dr-elif-sahin',
    provider: 'dunyagoz',
    facility: 'dunyagoz-levent',
    speciality: 'ophthalmology',
    photo: 'doctor-dr-elif-sahin',
    languages: ['tr', 'en', 'de'],
    yearsOfExperience: 25,
    slotMinutes: 30,
    consultationFee: 100,
    workingHours: weekdays('09:00', '17:00'),
    content: {
      en: {
        name: 'Elif Şahin',
        title: 'Prof. Dr.',
        bio: 'Professor of ophthalmology and specialist in cornea and refractive surgery, with extensive experience in LASIK, SMILE and corneal cross-linking for keratoconus. She is known for careful patient selection and a conservative approach to thin corneas.',
      },
      ar: {
        name: 'إليف شاهين',
        title: 'أ. د.',
        bio: 'أستاذة في طب العيون ومتخصصة في أمراض القرنية وجراحة تصحيح النظر، تتمتع بخبرة واسعة في الليزك وسمايل وتثبيت القرنية لعلاج القرنية المخروطية. وتُعرف بدقتها في اختيار المرضى المناسبين للعملية وحرصها الشديد في حالات القرنية الرقيقة.',
      },
    },
  },
  {
    slug: 'dr-emre-celik',
    provider: 'dunyagoz',
    facility: 'dunyagoz-levent',
    speciality: 'ophthalmology',
    photo: 'doctor-dr-emre-celik',
    languages: ['tr', 'en', 'ar'],
    yearsOfExperience: 12,
    slotMinutes: 30,
    consultationFee: null,
    workingHours: weekdays('09:00', '18:00', { start: '09:00', end: '13:00' }),
    content: {
      en: {
        name: 'Emre Çelik',
        title: 'Op. Dr.',
        bio: 'Cataract and lens surgeon who performs phaco surgery with monofocal, toric and trifocal lenses. He speaks Arabic and regularly holds online pre-consultations for patients from Iraq, Jordan and the Gulf.',
      },
      ar: {
        name: 'أمره تشيليك',
        title: 'د.',
        bio: 'جرّاح متخصص في الماء الأبيض والعدسات، يُجري عمليات الفاكو مع زراعة العدسات أحادية البؤرة وتوريك وثلاثية البؤرة. يتحدث العربية، ويعقد بانتظام استشارات مسبقة عبر الإنترنت لمرضى من العراق والأردن ودول الخليج.',
      },
    },
  },
  {
    slug: 'dr-zeynep-arslan',
    provider: 'dunyagoz',
    facility: 'dunyagoz-antalya',
    speciality: 'ophthalmology',
    photo: 'doctor-dr-zeynep-arslan',
    languages: ['tr', 'en', 'ru'],
    yearsOfExperience: 17,
    slotMinutes: 45,
    consultationFee: 120,
    workingHours: weekdays('09:00', '17:00'),
    content: {
      en: {
        name: 'Zeynep Arslan',
        title: 'Assoc. Prof. Dr.',
        bio: 'Retina specialist treating diabetic retinopathy, macular degeneration and retinal detachment with vitrectomy and intravitreal injections. She leads the retina service in Antalya and has published widely on diabetic eye disease.',
      },
      ar: {
        name: 'زينب أرسلان',
        title: 'أ. م. د.',
        bio: 'اختصاصية في أمراض الشبكية، تعالج اعتلال الشبكية السكري والتنكس البقعي وانفصال الشبكية باستئصال الجسم الزجاجي والحقن داخل العين. تقود قسم الشبكية في فرع أنطاليا، ولها أبحاث منشورة عديدة في أمراض العين المرتبطة بالسكري.',
      },
    },
  },

  // ── Estethica ────────────────────────────────────────────────────────────
  {
    slug: 'dr-kerem-ozturk',
    provider: 'estethica',
    facility: 'estethica-atasehir',
    speciality: 'hair-transplant',
    photo: 'doctor-dr-kerem-ozturk',
    languages: ['tr', 'en', 'ar'],
    yearsOfExperience: 15,
    slotMinutes: 45,
    consultationFee: 100,
    workingHours: weekdays('08:00', '16:00', { start: '08:00', end: '12:00' }),
    content: {
      en: {
        name: 'Kerem Öztürk',
        title: 'Op. Dr.',
        bio: 'Hair-restoration surgeon who has planned thousands of FUE and DHI procedures, with particular attention to natural hairline design. He personally designs each hairline and reviews patients’ progress photos throughout the first year.',
      },
      ar: {
        name: 'كرم أوزتورك',
        title: 'د.',
        bio: 'جرّاح متخصص في استعادة الشعر، خطط لآلاف عمليات الزراعة بتقنيتي FUE وDHI، ويولي عناية خاصة لتصميم خط شعر طبيعي. يرسم خط الشعر لكل مريض بنفسه، ويتابع صور تقدم النتائج طوال العام الأول.',
      },
    },
  },
  {
    slug: 'dr-selin-aydin',
    provider: 'estethica',
    facility: 'estethica-atasehir',
    speciality: 'aesthetic-surgery',
    photo: 'doctor-dr-selin-aydin',
    languages: ['tr', 'en', 'ru'],
    yearsOfExperience: 13,
    slotMinutes: 45,
    consultationFee: null,
    workingHours: weekdays('09:00', '17:00'),
    content: {
      en: {
        name: 'Selin Aydın',
        title: 'Op. Dr.',
        bio: 'Plastic and reconstructive surgeon focusing on rhinoplasty and body contouring, including VASER liposuction and tummy tuck. She uses 3D simulation during consultation so patients can see the planned result before surgery.',
      },
      ar: {
        name: 'سيلين آيدين',
        title: 'د.',
        bio: 'جرّاحة تجميل وترميم تركز على تجميل الأنف ونحت الجسم، بما في ذلك شفط الدهون بتقنية فيزر وشد البطن. وتستخدم المحاكاة ثلاثية الأبعاد أثناء الاستشارة ليرى المريض النتيجة المخططة قبل العملية.',
      },
    },
  },
  {
    slug: 'dr-murat-koc',
    provider: 'estethica',
    facility: 'estethica-atasehir',
    speciality: 'hair-transplant',
    photo: 'doctor-dr-murat-koc',
    languages: ['tr', 'en', 'de', 'ar'],
    yearsOfExperience: 20,
    slotMinutes: 30,
    consultationFee: 80,
    workingHours: weekdays('09:00', '17:00', { start: '09:00', end: '13:00' }),
    content: {
      en: {
        name: 'Murat Koç',
        title: 'Assoc. Prof. Dr.',
        bio: 'Specialist in advanced and repair hair transplants, including cases with limited donor areas and beard-to-scalp grafting. He supervises the medical team’s training in sapphire FUE and unshaven DHI techniques.',
      },
      ar: {
        name: 'مراد كوتش',
        title: 'أ. م. د.',
        bio: 'متخصص في حالات زراعة الشعر المتقدمة وعمليات التصحيح، بما في ذلك الحالات ذات المنطقة المانحة المحدودة والزراعة من اللحية إلى الرأس. ويشرف على تدريب الفريق الطبي على تقنيتي FUE بشفرات الياقوت وDHI دون حلاقة.',
      },
    },
  },
  // ── Specialities with no other doctor yet: one each ─────────────────────
  {
    slug: 'dr-hakan-sen',
    provider: 'medical-park',
    facility: 'medical-park-goztepe',
    speciality: 'bariatric-surgery',
    photo: 'doctor-dr-hakan-sen',
    languages: ['tr', 'en', 'ar'],
    yearsOfExperience: 17,
    slotMinutes: 30,
    consultationFee: 120,
    workingHours: weekdays('09:00', '17:00'),
    content: {
      en: {
        name: 'Hakan Şen',
        title: 'Op. Dr.',
        bio: 'General surgeon dedicated to laparoscopic obesity surgery: gastric sleeve, gastric bypass and revision operations. Each patient is seen with the clinic’s dietitian and followed for a year after surgery.',
      },
      ar: {
        name: 'هاكان شن',
        title: 'د. جراح',
        bio: 'جرّاح عام متفرغ لجراحات السمنة بالمنظار: تكميم المعدة وتحويل المسار وعمليات التصحيح. يرى كل مريض مع أخصائية التغذية في العيادة، ويتابعه لمدة عام بعد العملية.',
      },
    },
  },
  {
    slug: 'dr-deniz-yildiz',
    provider: 'medical-park',
    facility: 'medical-park-antalya',
    speciality: 'neurology',
    photo: 'doctor-dr-deniz-yildiz',
    languages: ['tr', 'en', 'ru'],
    yearsOfExperience: 21,
    slotMinutes: 45,
    consultationFee: 150,
    workingHours: weekdays('09:00', '16:00'),
    content: {
      en: {
        name: 'Deniz Yıldız',
        title: 'Prof. Dr.',
        bio: 'Neurosurgeon treating brain and spinal tumours and degenerative spine disease with microsurgery and intraoperative neuromonitoring. She also runs the hospital’s epilepsy surgery programme.',
      },
      ar: {
        name: 'دنيز يلدز',
        title: 'أ. د.',
        bio: 'جرّاحة أعصاب تعالج أورام الدماغ والنخاع الشوكي وأمراض العمود الفقري التنكسية بالجراحة المجهرية مع المراقبة العصبية أثناء العملية، وتدير برنامج جراحة الصرع في المستشفى.',
      },
    },
  },
  {
    slug: 'dr-can-aksoy',
    provider: 'medical-park',
    facility: 'medical-park-goztepe',
    speciality: 'nuclear-medicine',
    photo: 'doctor-dr-can-aksoy',
    languages: ['tr', 'en'],
    yearsOfExperience: 15,
    slotMinutes: 30,
    consultationFee: null,
    workingHours: weekdays('09:00', '17:00'),
    content: {
      en: {
        name: 'Can Aksoy',
        title: 'Assoc. Prof. Dr.',
        bio: 'Nuclear medicine physician reading PET-CT scans for cancer staging and planning targeted radionuclide treatments, including Lu-177 PSMA therapy for prostate cancer.',
      },
      ar: {
        name: 'جان آقصوي',
        title: 'أ. م. د.',
        bio: 'طبيب طب نووي يقرأ صور التصوير المقطعي بالإصدار البوزيتروني لتحديد مراحل السرطان، ويخطط للعلاجات الإشعاعية الموجَّهة، ومنها علاج اللوتيشيوم-177 لسرطان البروستاتا.',
      },
    },
  },
  {
    slug: 'dr-ece-polat',
    provider: 'estethica',
    facility: 'estethica-atasehir',
    speciality: 'dental',
    photo: 'doctor-dr-ece-polat',
    languages: ['tr', 'en', 'ar'],
    yearsOfExperience: 12,
    slotMinutes: 30,
    consultationFee: 50,
    workingHours: weekdays('09:00', '18:00', { start: '10:00', end: '14:00' }),
    content: {
      en: {
        name: 'Ece Polat',
        title: 'Dt.',
        bio: 'Dentist specialising in implants, zirconia crowns and smile design, planned digitally so most treatments are finished within one or two visits to Istanbul.',
      },
      ar: {
        name: 'أجه بولات',
        title: 'د.',
        bio: 'طبيبة أسنان متخصصة في زراعة الأسنان وتيجان الزركونيا وتصميم الابتسامة، بتخطيط رقمي يتيح إنجاز معظم العلاجات خلال زيارة أو زيارتين إلى إسطنبول.',
      },
    },
  },
]
