import type { SpecialitySeed } from '../types'

export const specialities: SpecialitySeed[] = [
  {
    slug: 'hair-transplant',
    order: 1,
    image: 'speciality-hair-transplant',
    content: {
      en: {
        name: 'Hair Transplant',
        description:
          'Permanent restoration of hair, beard and eyebrows using FUE, DHI and Sapphire FUE techniques. Istanbul is one of the world’s leading centres, performing thousands of procedures every month.',
      },
      ar: {
        name: 'زراعة الشعر',
        description:
          'استعادة دائمة لشعر الرأس واللحية والحواجب بتقنيات FUE وDHI والاقتطاف بشفرات الياقوت. وتُعد إسطنبول من أبرز المراكز العالمية في هذا المجال، إذ تُجرى فيها آلاف العمليات كل شهر.',
      },
    },
  },
  {
    slug: 'aesthetic-surgery',
    order: 2,
    image: 'speciality-aesthetic-surgery',
    content: {
      en: {
        name: 'Aesthetic & Plastic Surgery',
        description:
          'Facial and body contouring procedures such as rhinoplasty, liposuction, tummy tuck and breast surgery, performed by board-certified plastic surgeons.',
      },
      ar: {
        name: 'الجراحة التجميلية والترميمية',
        description:
          'إجراءات تجميل الوجه ونحت الجسم مثل تجميل الأنف وشفط الدهون وشد البطن وجراحات الثدي، يجريها جراحو تجميل معتمدون.',
      },
    },
  },
  {
    slug: 'ophthalmology',
    order: 3,
    image: 'speciality-ophthalmology',
    content: {
      en: {
        name: 'Ophthalmology & Eye Surgery',
        description:
          'Laser vision correction, cataract and lens surgery, and treatment of retinal and corneal diseases in dedicated eye hospitals.',
      },
      ar: {
        name: 'طب العيون وجراحتها',
        description:
          'تصحيح النظر بالليزر وجراحة الماء الأبيض وزراعة العدسات، وعلاج أمراض الشبكية والقرنية في مستشفيات متخصصة بالعيون.',
      },
    },
  },
  {
    slug: 'oncology',
    order: 4,
    image: 'speciality-oncology',
    content: {
      en: {
        name: 'Oncology',
        description:
          'Comprehensive cancer care — diagnosis, surgery, chemotherapy, radiotherapy and immunotherapy — planned by multidisciplinary tumour boards.',
      },
      ar: {
        name: 'علاج الأورام',
        description:
          'رعاية متكاملة لمرضى السرطان تشمل التشخيص والجراحة والعلاج الكيميائي والإشعاعي والمناعي، وفق خطط تضعها مجالس أورام متعددة التخصصات.',
      },
    },
  },
  {
    slug: 'cardiology',
    order: 5,
    image: 'speciality-cardiology',
    content: {
      en: {
        name: 'Cardiology & Cardiac Surgery',
        description:
          'Diagnosis and treatment of heart disease, from angiography and stenting to coronary bypass and valve surgery.',
      },
      ar: {
        name: 'أمراض القلب وجراحته',
        description:
          'تشخيص أمراض القلب وعلاجها، بدءًا من القسطرة وتركيب الدعامات وصولًا إلى جراحة المجازة التاجية وإصلاح الصمامات.',
      },
    },
  },
  {
    slug: 'orthopedics',
    order: 6,
    image: 'speciality-orthopedics',
    content: {
      en: {
        name: 'Orthopedics',
        description:
          'Joint replacement, sports injuries and spine surgery, with early mobilisation and in-house physiotherapy.',
      },
      ar: {
        name: 'جراحة العظام والمفاصل',
        description:
          'استبدال المفاصل وعلاج الإصابات الرياضية وجراحات العمود الفقري، مع تحريك مبكر للمريض وعلاج طبيعي داخل المستشفى.',
      },
    },
  },
  {
    slug: 'bariatric-surgery',
    order: 7,
    image: 'speciality-bariatric-surgery',
    content: {
      en: {
        name: 'Bariatric & Obesity Surgery',
        description:
          'Laparoscopic weight-loss surgery such as gastric sleeve and gastric bypass, combined with nutritional follow-up.',
      },
      ar: {
        name: 'جراحة السمنة',
        description:
          'جراحات إنقاص الوزن بالمنظار مثل تكميم المعدة وتحويل المسار، مع متابعة غذائية بعد العملية.',
      },
    },
  },
  {
    slug: 'neurology',
    order: 8,
    image: 'speciality-neurology',
    content: {
      en: {
        name: 'Neurology & Neurosurgery',
        description:
          'Care for stroke, epilepsy, Parkinson’s disease and brain or spinal tumours, supported by stroke units and neuro-intensive care.',
      },
      ar: {
        name: 'طب الأعصاب وجراحتها',
        description:
          'رعاية مرضى السكتة الدماغية والصرع وداء باركنسون وأورام الدماغ والنخاع الشوكي، بدعم من وحدات السكتة الدماغية والعناية المركزة العصبية.',
      },
    },
  },
  {
    slug: 'nuclear-medicine',
    order: 9,
    image: 'speciality-nuclear-medicine',
    content: {
      en: {
        name: 'Nuclear Medicine',
        description:
          'PET-CT imaging, scintigraphy and targeted radionuclide therapies such as radioactive iodine and Lu-177 treatment.',
      },
      ar: {
        name: 'الطب النووي',
        description:
          'التصوير المقطعي بالإصدار البوزيتروني (PET-CT) والتصوير الومضاني، والعلاجات الإشعاعية الموجَّهة مثل اليود المشع وعلاج اللوتيشيوم-177.',
      },
    },
  },
  {
    slug: 'dental',
    order: 10,
    image: 'speciality-dental',
    content: {
      en: {
        name: 'Dental Treatment',
        description:
          'Implants, veneers, crowns and full smile makeovers, often completed within a single one- or two-week visit.',
      },
      ar: {
        name: 'علاج الأسنان',
        description:
          'زراعة الأسنان والقشور والتيجان وتصميم الابتسامة الكامل، وغالبًا ما تُنجز خلال زيارة واحدة تمتد أسبوعًا أو أسبوعين.',
      },
    },
  },
]
