import type { TreatmentSeed } from '../types'

/** Prices are indicative Turkish-market package ranges in USD; stayDays is the typical stay in Turkey. */
export const treatments: TreatmentSeed[] = [
  // hair-transplant
  {
    slug: 'fue-hair-transplant',
    speciality: 'hair-transplant',
    order: 1,
    priceRange: '$1,800 - $3,500',
    stayDays: 3,
    content: {
      en: {
        name: 'FUE Hair Transplant',
        description:
          'Follicles are extracted one by one from the donor area and implanted into thinning zones under local anaesthesia. Packages usually include the hotel, transfers and post-operative washing.',
      },
      ar: {
        name: 'زراعة الشعر بتقنية FUE',
        description:
          'تُستخرج البصيلات واحدة تلو الأخرى من المنطقة المانحة وتُزرع في المناطق الخفيفة تحت التخدير الموضعي. وتشمل الباقات عادةً الفندق والتنقلات وجلسة الغسيل بعد العملية.',
      },
    },
  },
  {
    slug: 'dhi-hair-transplant',
    speciality: 'hair-transplant',
    order: 2,
    priceRange: '$2,200 - $4,000',
    stayDays: 3,
    content: {
      en: {
        name: 'DHI Hair Transplant',
        description:
          'Grafts are implanted directly with a Choi implanter pen, without opening channels first, allowing dense placement and unshaven transplants in suitable cases.',
      },
      ar: {
        name: 'زراعة الشعر بتقنية DHI',
        description:
          'تُزرع البصيلات مباشرةً بقلم تشوي دون فتح قنوات مسبقًا، ما يتيح كثافة أعلى وإمكانية الزراعة دون حلاقة الشعر في الحالات المناسبة.',
      },
    },
  },
  {
    slug: 'beard-transplant',
    speciality: 'hair-transplant',
    order: 3,
    priceRange: '$1,200 - $2,500',
    stayDays: 2,
    content: {
      en: {
        name: 'Beard & Moustache Transplant',
        description:
          'Fills patchy or thin beards and moustaches with grafts taken from the back of the scalp; new hair starts growing after three to four months.',
      },
      ar: {
        name: 'زراعة اللحية والشارب',
        description:
          'تملأ الفراغات في اللحية والشارب ببصيلات تؤخذ من مؤخرة الرأس، ويبدأ الشعر الجديد بالنمو بعد ثلاثة إلى أربعة أشهر.',
      },
    },
  },
  // aesthetic-surgery
  {
    slug: 'rhinoplasty',
    speciality: 'aesthetic-surgery',
    order: 4,
    priceRange: '$2,500 - $4,500',
    stayDays: 7,
    content: {
      en: {
        name: 'Rhinoplasty',
        description:
          'Reshapes the nose for aesthetic or breathing reasons, using open or closed techniques. The splint is removed after about a week, before you fly home.',
      },
      ar: {
        name: 'تجميل الأنف',
        description:
          'إعادة تشكيل الأنف لأسباب جمالية أو لتحسين التنفس، بالتقنية المفتوحة أو المغلقة. وتُزال الجبيرة بعد نحو أسبوع، قبل عودتك إلى بلدك.',
      },
    },
  },
  {
    slug: 'liposuction',
    speciality: 'aesthetic-surgery',
    order: 5,
    priceRange: '$2,000 - $4,000',
    stayDays: 5,
    content: {
      en: {
        name: 'Liposuction',
        description:
          'Removes stubborn fat from the abdomen, flanks, thighs or arms, including VASER-assisted options. A compression garment is worn for four to six weeks.',
      },
      ar: {
        name: 'شفط الدهون',
        description:
          'إزالة الدهون العنيدة من البطن والخصر والفخذين والذراعين، بما في ذلك الشفط بتقنية فيزر. ويُرتدى مشد ضاغط لمدة أربعة إلى ستة أسابيع.',
      },
    },
  },
  {
    slug: 'tummy-tuck',
    speciality: 'aesthetic-surgery',
    order: 6,
    priceRange: '$3,000 - $5,500',
    stayDays: 7,
    content: {
      en: {
        name: 'Tummy Tuck (Abdominoplasty)',
        description:
          'Removes excess skin and tightens the abdominal muscles, often after pregnancy or major weight loss. It can be combined with liposuction.',
      },
      ar: {
        name: 'شد البطن',
        description:
          'إزالة الجلد الزائد وشد عضلات البطن، ويُجرى غالبًا بعد الحمل أو فقدان الوزن الكبير. ويمكن دمجه مع شفط الدهون.',
      },
    },
  },
  // ophthalmology
  {
    slug: 'lasik',
    speciality: 'ophthalmology',
    order: 7,
    priceRange: '$800 - $1,800',
    stayDays: 3,
    content: {
      en: {
        name: 'LASIK Laser Eye Surgery',
        description:
          'Corrects short-sightedness, long-sightedness and astigmatism by reshaping the cornea under a thin flap. Both eyes are treated in about 15 minutes.',
      },
      ar: {
        name: 'تصحيح النظر بالليزك',
        description:
          'يصحح قصر النظر وطوله واللابؤرية بإعادة تشكيل القرنية تحت شريحة رقيقة، وتُعالج العينان معًا في نحو 15 دقيقة.',
      },
    },
  },
  {
    slug: 'smile-laser',
    speciality: 'ophthalmology',
    order: 8,
    priceRange: '$1,500 - $2,800',
    stayDays: 3,
    content: {
      en: {
        name: 'SMILE Laser Vision Correction',
        description:
          'A flapless, minimally invasive laser procedure through a 2–4 mm incision, suited to patients with dry eyes or active lifestyles.',
      },
      ar: {
        name: 'تصحيح النظر بتقنية سمايل (SMILE)',
        description:
          'إجراء ليزري طفيف التوغل دون شريحة، يُجرى عبر شق صغير بطول 2 إلى 4 ملم، ويناسب من يعانون جفاف العين أو يمارسون نشاطًا بدنيًا مكثفًا.',
      },
    },
  },
  {
    slug: 'cataract-surgery',
    speciality: 'ophthalmology',
    order: 9,
    priceRange: '$1,200 - $2,500',
    stayDays: 3,
    content: {
      en: {
        name: 'Cataract Surgery',
        description:
          'The clouded lens is removed by phacoemulsification and replaced with a monofocal or trifocal intraocular lens. Price is per eye, depending on the lens.',
      },
      ar: {
        name: 'جراحة الماء الأبيض (الساد)',
        description:
          'تُزال العدسة المعتمة بتقنية استحلاب العدسة وتُستبدل بعدسة داخلية أحادية البؤرة أو ثلاثية البؤرة. والسعر للعين الواحدة بحسب نوع العدسة.',
      },
    },
  },
  // oncology
  {
    slug: 'chemotherapy',
    speciality: 'oncology',
    order: 10,
    priceRange: '$1,500 - $4,000',
    stayDays: 5,
    content: {
      en: {
        name: 'Chemotherapy',
        description:
          'Drug treatment planned by a tumour board and given in day-care units. Price is per cycle and depends on the protocol and medication.',
      },
      ar: {
        name: 'العلاج الكيميائي',
        description:
          'علاج دوائي يخطط له مجلس الأورام ويُعطى في وحدات الرعاية النهارية. والسعر لكل دورة علاجية ويختلف بحسب البروتوكول والأدوية المستخدمة.',
      },
    },
  },
  {
    slug: 'radiotherapy',
    speciality: 'oncology',
    order: 11,
    priceRange: '$5,000 - $12,000',
    stayDays: 30,
    content: {
      en: {
        name: 'Radiotherapy & Radiosurgery',
        description:
          'IMRT, IGRT and stereotactic radiosurgery delivered with modern linear accelerators. Short stereotactic courses may need only one week in Turkey.',
      },
      ar: {
        name: 'العلاج الإشعاعي والجراحة الإشعاعية',
        description:
          'علاج إشعاعي بتقنيات IMRT وIGRT والجراحة الإشعاعية التجسيمية باستخدام مسرّعات خطية حديثة. وقد لا تتطلب الجلسات التجسيمية القصيرة سوى أسبوع واحد في تركيا.',
      },
    },
  },
  // cardiology
  {
    slug: 'coronary-angiography',
    speciality: 'cardiology',
    order: 12,
    priceRange: '$800 - $1,500',
    stayDays: 2,
    content: {
      en: {
        name: 'Coronary Angiography',
        description:
          'A catheter-based X-ray examination of the heart arteries, usually through the wrist, to detect narrowing or blockages.',
      },
      ar: {
        name: 'القسطرة القلبية التشخيصية',
        description:
          'فحص بالأشعة عبر قسطرة تُدخل غالبًا من شريان المعصم، للكشف عن تضيق الشرايين التاجية أو انسدادها.',
      },
    },
  },
  {
    slug: 'angioplasty-stent',
    speciality: 'cardiology',
    order: 13,
    priceRange: '$3,000 - $6,000',
    stayDays: 3,
    content: {
      en: {
        name: 'Angioplasty & Stent',
        description:
          'A narrowed coronary artery is opened with a balloon and held open with a drug-eluting stent; most patients walk the same day.',
      },
      ar: {
        name: 'توسيع الشرايين وتركيب الدعامات',
        description:
          'يُفتح الشريان التاجي المتضيق بالبالون ويُثبَّت بدعامة دوائية، ويستطيع معظم المرضى المشي في اليوم نفسه.',
      },
    },
  },
  {
    slug: 'coronary-bypass',
    speciality: 'cardiology',
    order: 14,
    priceRange: '$10,000 - $18,000',
    stayDays: 10,
    content: {
      en: {
        name: 'Coronary Artery Bypass (CABG)',
        description:
          'Open-heart surgery that reroutes blood around blocked arteries using grafts from the chest wall, leg or arm, followed by cardiac intensive care.',
      },
      ar: {
        name: 'جراحة المجازة التاجية (القلب المفتوح)',
        description:
          'جراحة قلب مفتوح تُحوِّل مسار الدم حول الشرايين المسدودة باستخدام طُعوم من جدار الصدر أو الساق أو الذراع، تليها إقامة في العناية المركزة القلبية.',
      },
    },
  },
  // orthopedics
  {
    slug: 'knee-replacement',
    speciality: 'orthopedics',
    order: 15,
    priceRange: '$7,000 - $12,000',
    stayDays: 10,
    content: {
      en: {
        name: 'Total Knee Replacement',
        description:
          'The worn joint surfaces are replaced with a prosthesis, with robotic-assisted options available. Physiotherapy starts the day after surgery.',
      },
      ar: {
        name: 'استبدال مفصل الركبة',
        description:
          'تُستبدل أسطح المفصل المتآكلة بمفصل صناعي، مع إمكانية الجراحة بمساعدة الروبوت. ويبدأ العلاج الطبيعي في اليوم التالي للعملية.',
      },
    },
  },
  {
    slug: 'hip-replacement',
    speciality: 'orthopedics',
    order: 16,
    priceRange: '$7,500 - $13,000',
    stayDays: 10,
    content: {
      en: {
        name: 'Total Hip Replacement',
        description:
          'Relieves pain from arthritis or hip dysplasia with a cementless or cemented prosthesis designed to last for decades.',
      },
      ar: {
        name: 'استبدال مفصل الورك',
        description:
          'يخفف آلام التهاب المفاصل أو خلع الورك بمفصل صناعي مثبت بالإسمنت أو دونه، مصمم ليدوم عقودًا.',
      },
    },
  },
  // bariatric-surgery
  {
    slug: 'gastric-sleeve',
    speciality: 'bariatric-surgery',
    order: 17,
    priceRange: '$3,000 - $5,500',
    stayDays: 5,
    content: {
      en: {
        name: 'Gastric Sleeve',
        description:
          'About 80% of the stomach is removed laparoscopically, reducing appetite and food intake. Patients typically lose 60–70% of their excess weight within a year.',
      },
      ar: {
        name: 'تكميم المعدة',
        description:
          'يُستأصل نحو 80% من المعدة بالمنظار، فيقل الشعور بالجوع وكمية الطعام. ويفقد المرضى عادةً 60 إلى 70% من وزنهم الزائد خلال عام.',
      },
    },
  },
  {
    slug: 'gastric-bypass',
    speciality: 'bariatric-surgery',
    order: 18,
    priceRange: '$4,500 - $7,500',
    stayDays: 5,
    content: {
      en: {
        name: 'Gastric Bypass',
        description:
          'Creates a small stomach pouch connected directly to the small intestine; especially effective for patients with type 2 diabetes or severe reflux.',
      },
      ar: {
        name: 'تحويل مسار المعدة',
        description:
          'تُنشأ جيبة معدية صغيرة تتصل مباشرة بالأمعاء الدقيقة، وهي فعالة بشكل خاص لمرضى السكري من النوع الثاني أو الارتجاع الشديد.',
      },
    },
  },
  // neurology
  {
    slug: 'brain-tumour-surgery',
    speciality: 'neurology',
    order: 19,
    priceRange: '$12,000 - $25,000',
    stayDays: 10,
    content: {
      en: {
        name: 'Brain Tumour Surgery',
        description:
          'Microsurgical removal of brain tumours guided by neuronavigation and intraoperative neuromonitoring to protect vital functions.',
      },
      ar: {
        name: 'جراحة أورام الدماغ',
        description:
          'استئصال أورام الدماغ بالجراحة المجهرية بتوجيه من الملاحة العصبية والمراقبة العصبية أثناء العملية لحماية الوظائف الحيوية.',
      },
    },
  },
  {
    slug: 'spinal-disc-surgery',
    speciality: 'neurology',
    order: 20,
    priceRange: '$4,000 - $7,500',
    stayDays: 5,
    content: {
      en: {
        name: 'Spinal Disc Herniation Surgery',
        description:
          'Microdiscectomy or endoscopic spine surgery to relieve nerve compression in the neck or lower back, usually with discharge within two days.',
      },
      ar: {
        name: 'جراحة الانزلاق الغضروفي',
        description:
          'استئصال الغضروف بالجراحة المجهرية أو بالمنظار لتخفيف الضغط على الأعصاب في الرقبة أو أسفل الظهر، ويغادر المريض المستشفى عادةً خلال يومين.',
      },
    },
  },
  // nuclear-medicine
  {
    slug: 'pet-ct-scan',
    speciality: 'nuclear-medicine',
    order: 21,
    priceRange: '$700 - $1,200',
    stayDays: 1,
    content: {
      en: {
        name: 'PET-CT Scan',
        description:
          'Whole-body imaging that combines metabolic and anatomical information to stage cancer and assess treatment response. Results are usually ready within 24 hours.',
      },
      ar: {
        name: 'التصوير المقطعي PET-CT',
        description:
          'تصوير لكامل الجسم يجمع بين المعلومات الاستقلابية والتشريحية لتحديد مرحلة السرطان وتقييم الاستجابة للعلاج. وتكون النتائج جاهزة عادةً خلال 24 ساعة.',
      },
    },
  },
  {
    slug: 'lu-177-psma-therapy',
    speciality: 'nuclear-medicine',
    order: 22,
    priceRange: '$7,000 - $12,000',
    stayDays: 3,
    content: {
      en: {
        name: 'Lu-177 PSMA Therapy',
        description:
          'Targeted radionuclide therapy for advanced prostate cancer, delivered in cycles six to eight weeks apart. Price is per cycle.',
      },
      ar: {
        name: 'العلاج باللوتيشيوم-177 (PSMA)',
        description:
          'علاج إشعاعي موجَّه لسرطان البروستاتا المتقدم، يُعطى على دورات تفصل بينها ستة إلى ثمانية أسابيع. والسعر لكل دورة.',
      },
    },
  },
  // dental
  {
    slug: 'dental-implants',
    speciality: 'dental',
    order: 23,
    priceRange: '$500 - $1,200',
    stayDays: 7,
    content: {
      en: {
        name: 'Dental Implants',
        description:
          'Titanium implants replace missing teeth; temporary teeth are fitted on the first visit and permanent crowns after three months of healing. Price is per implant.',
      },
      ar: {
        name: 'زراعة الأسنان',
        description:
          'تعوِّض الغرسات التيتانيومية الأسنان المفقودة، وتُركَّب أسنان مؤقتة في الزيارة الأولى والتيجان الدائمة بعد ثلاثة أشهر من الالتئام. والسعر للغرسة الواحدة.',
      },
    },
  },
  {
    slug: 'hollywood-smile',
    speciality: 'dental',
    order: 24,
    priceRange: '$3,500 - $8,000',
    stayDays: 7,
    content: {
      en: {
        name: 'Hollywood Smile',
        description:
          'A full smile makeover with 16 to 24 porcelain veneers or zirconia crowns, designed digitally and completed in two visits over about a week.',
      },
      ar: {
        name: 'ابتسامة هوليوود',
        description:
          'تصميم كامل للابتسامة بعدد 16 إلى 24 قشرة خزفية أو تاجًا من الزيركون، يُخطط له رقميًا ويُنجز على زيارتين خلال نحو أسبوع.',
      },
    },
  },
  {
    slug: 'zirconia-crowns',
    speciality: 'dental',
    order: 25,
    priceRange: '$180 - $350',
    stayDays: 6,
    content: {
      en: {
        name: 'Zirconia Crowns',
        description:
          'Strong, natural-looking metal-free crowns milled with CAD/CAM technology. Price is per tooth.',
      },
      ar: {
        name: 'تيجان الزيركون',
        description:
          'تيجان متينة خالية من المعدن وذات مظهر طبيعي، تُصنع بتقنية التصميم والتصنيع بالحاسوب (CAD/CAM). والسعر للسن الواحد.',
      },
    },
  },
]
