import type { FaqSeed } from '../types'

export const faqs: FaqSeed[] = [
  {
    order: 1,
    content: {
      en: {
        question: 'How does booking treatment through Medical Tourism Turkey work?',
        answer:
          'Choose the treatments you are interested in with the treatments wizard, or book a consultation with a doctor directly and attach your medical files. A patient coordinator confirms your appointment, answers by WhatsApp, phone or the contact form in your language, and sends you the provider’s written price for the treatment once the doctor has seen your records. You can also tell us what you need for the trip (flight, hotel, transfers, an interpreter) and we arrange it.',
      },
      ar: {
        question: 'كيف يتم حجز العلاج عبر منصة السياحة العلاجية في تركيا؟',
        answer:
          'اختر العلاجات التي تهمك من خلال معالج العلاجات، أو احجز استشارة مع طبيب مباشرة وأرفق ملفاتك الطبية. يؤكد منسق المرضى موعدك، ويجيبك بلغتك عبر واتساب أو الهاتف أو نموذج التواصل، ويرسل إليك السعر المكتوب من مقدم الخدمة للعلاج بعد أن يطّلع الطبيب على تقاريرك. ويمكنك أيضا إخبارنا بما تحتاجه للرحلة (الطيران والفندق والتنقلات والمترجم) لنرتبه لك.',
      },
    },
  },
  {
    order: 2,
    content: {
      en: {
        question: 'How much will my treatment cost, and what does a quote include?',
        answer:
          'The price depends on your diagnosis, the treatment plan and the provider, so an accurate figure is only possible after a doctor has reviewed your records. Your written quote lists what is included, such as the procedure, hospital stay, tests, medication, transfers and accommodation, and what is not. If the examination in Turkey shows that a different treatment is needed, the provider must explain the change and get your agreement first.',
      },
      ar: {
        question: 'كم ستكلف رحلتي العلاجية، وماذا يشمل عرض السعر؟',
        answer:
          'يعتمد السعر على تشخيصك وخطة العلاج ومقدم الخدمة، لذا لا يمكن تحديد رقم دقيق إلا بعد أن يراجع الطبيب تقاريرك. ويوضح عرض السعر المكتوب ما يشمله، مثل الإجراء الطبي والإقامة في المستشفى والفحوصات والأدوية والنقل والسكن، وما لا يشمله. وإذا أظهر الفحص في تركيا الحاجة إلى علاج مختلف، فعلى مقدم الخدمة أن يشرح لك التغيير ويحصل على موافقتك أولا.',
      },
    },
  },
  {
    order: 3,
    content: {
      en: {
        question: 'How do I pay for my treatment?',
        answer:
          'Payment terms are set out in your quote and booking confirmation. Some providers ask for a deposit to reserve your dates, with the balance paid on arrival or before the procedure; bank transfer and major credit cards are usually accepted. Always ask for an official receipt, and never send money to a personal account.',
      },
      ar: {
        question: 'كيف أدفع تكاليف العلاج؟',
        answer:
          'تحدد شروط الدفع في عرض السعر وتأكيد الحجز. ويطلب بعض مقدمي الخدمة عربونا لحجز المواعيد، على أن يسدد باقي المبلغ عند الوصول أو قبل الإجراء، وتقبل عادة التحويلات المصرفية وبطاقات الائتمان الرئيسية. اطلب دائما إيصالا رسميا، ولا تحول أي مبلغ إلى حساب شخصي.',
      },
    },
  },
  {
    order: 4,
    content: {
      en: {
        question: 'Do I need a visa to travel to Turkey for treatment?',
        answer:
          'It depends on your nationality and the length of your stay; the rules differ, for example, for Saudi, Jordanian, Iraqi and Russian citizens, and they change from time to time. Some nationalities can enter without a visa for short stays, many others can apply online through the official Turkish e-Visa website (www.evisa.gov.tr), and others must apply at a Turkish embassy or consulate. Check the official sources before you book, avoid unofficial websites that charge extra fees, and ask us for a hospital invitation letter if you need one.',
      },
      ar: {
        question: 'هل أحتاج إلى تأشيرة للسفر إلى تركيا بغرض العلاج؟',
        answer:
          'يعتمد ذلك على جنسيتك ومدة إقامتك؛ فالقواعد تختلف مثلا بين المواطنين السعوديين والأردنيين والعراقيين والروس، وقد تتغير من حين لآخر. فبعض الجنسيات يمكنها الدخول دون تأشيرة للإقامات القصيرة، وكثير من الجنسيات الأخرى يمكنها التقديم إلكترونيا عبر الموقع الرسمي للتأشيرة الإلكترونية التركية (www.evisa.gov.tr)، بينما يتعين على غيرها التقديم لدى سفارة تركية أو قنصلية. تحقق من المصادر الرسمية قبل الحجز، وتجنب المواقع غير الرسمية التي تفرض رسوما إضافية، واطلب منا خطاب دعوة من المستشفى إذا احتجت إليه.',
      },
    },
  },
  {
    order: 5,
    content: {
      en: {
        question: 'I don\'t speak Turkish or English. Will I be able to communicate with my doctor?',
        answer:
          'Yes. The international patient departments we work with have coordinators and medical interpreters who speak Arabic, and many also have Russian-speaking staff. An interpreter can join your consultations, explain consent forms and discharge instructions, and help with everyday needs during your stay. Tell us your preferred language when you send your inquiry.',
      },
      ar: {
        question: 'لا أتحدث التركية ولا الإنجليزية، فهل سأتمكن من التواصل مع طبيبي؟',
        answer:
          'نعم. ففي أقسام المرضى الدوليين التي نتعامل معها منسقون ومترجمون طبيون يتحدثون العربية، ويعمل في كثير منها موظفون يتحدثون الروسية أيضا. ويمكن للمترجم حضور استشاراتك وشرح نماذج الموافقة وتعليمات الخروج من المستشفى، ومساعدتك في احتياجاتك اليومية خلال إقامتك. أخبرنا بلغتك المفضلة عند إرسال استفسارك.',
      },
    },
  },
  {
    order: 6,
    content: {
      en: {
        question: 'How do I know the hospitals and clinics are accredited?',
        answer:
          'Facilities that treat international patients in Turkey must be authorised by the Turkish Ministry of Health, and many of the hospitals we work with also hold international accreditation such as JCI. Each provider\'s profile lists its certifications, and we can share details of your doctor\'s qualifications and experience. You can also check JCI accreditation yourself on the Joint Commission International website.',
      },
      ar: {
        question: 'كيف أتأكد من أن المستشفيات والعيادات معتمدة؟',
        answer:
          'يجب أن تحصل المنشآت التي تستقبل المرضى الدوليين في تركيا على ترخيص من وزارة الصحة التركية، ويحمل كثير من المستشفيات التي نتعامل معها أيضا اعتمادات دولية مثل اعتماد JCI. وتعرض صفحة كل مقدم خدمة الشهادات التي يحملها، ويمكننا تزويدك بمعلومات عن مؤهلات طبيبك وخبرته. كما يمكنك التحقق بنفسك من اعتماد JCI عبر الموقع الإلكتروني للجنة الدولية المشتركة.',
      },
    },
  },
  {
    order: 7,
    content: {
      en: {
        question: 'Which medical records should I send?',
        answer:
          'Send recent reports related to your condition: your doctor\'s diagnosis, blood tests and imaging such as X-ray, CT or MRI, ideally the image files as well as the written reports. Include a list of your current medicines, allergies, chronic conditions and previous operations. Some treatments, such as hair transplants or cosmetic surgery, also need clear photos, and your coordinator will tell you exactly what the doctor requires.',
      },
      ar: {
        question: 'ما التقارير الطبية التي يجب أن أرسلها؟',
        answer:
          'أرسل أحدث التقارير المتعلقة بحالتك: تشخيص طبيبك، وتحاليل الدم، وصور الأشعة مثل الأشعة السينية أو المقطعية أو الرنين المغناطيسي، ويفضل إرسال ملفات الصور نفسها إلى جانب التقارير المكتوبة. وأضف قائمة بأدويتك الحالية والحساسية والأمراض المزمنة والعمليات السابقة. وتتطلب بعض العلاجات، مثل زراعة الشعر أو جراحة التجميل، صورا فوتوغرافية واضحة أيضا، وسيخبرك المنسق بما يحتاج إليه الطبيب بالتحديد.',
      },
    },
  },
  {
    order: 8,
    content: {
      en: {
        question: 'Can a family member or friend travel with me?',
        answer:
          'Yes, and for most surgical procedures we recommend it. Many hospitals allow one companion to stay in the patient\'s room, and packages often include the companion\'s accommodation and transfers; your quote will say. Your companion needs their own passport and, if their nationality requires one, their own visa.',
      },
      ar: {
        question: 'هل يمكن أن يرافقني أحد أفراد عائلتي أو صديق؟',
        answer:
          'نعم، بل ننصح بذلك في معظم العمليات الجراحية. وتسمح مستشفيات كثيرة بإقامة مرافق واحد في غرفة المريض، وغالبا ما تشمل الباقات سكن المرافق وتنقلاته، وسيوضح عرض السعر ذلك. ويحتاج المرافق إلى جواز سفر خاص به، وإلى تأشيرة خاصة به إذا كانت جنسيته تتطلبها.',
      },
    },
  },
  {
    order: 9,
    content: {
      en: {
        question: 'How long will I need to stay in Turkey?',
        answer:
          'It depends on the treatment and on how quickly you recover. Some dental or eye treatments need only a few days, while major surgery can require two weeks or more before your doctor confirms you are fit to fly. Your treatment plan gives an estimated length of stay, and it is wise to keep your return date flexible.',
      },
      ar: {
        question: 'كم من الوقت سأحتاج إلى البقاء في تركيا؟',
        answer:
          'يعتمد ذلك على نوع العلاج وسرعة تعافيك. فبعض علاجات الأسنان أو العيون لا تتطلب سوى أيام قليلة، بينما قد تتطلب العمليات الكبرى أسبوعين أو أكثر قبل أن يؤكد الطبيب قدرتك على السفر جوا. وتتضمن خطة العلاج مدة إقامة تقديرية، ومن الحكمة أن تترك موعد عودتك مرنا.',
      },
    },
  },
  {
    order: 10,
    content: {
      en: {
        question: 'What happens after I return home?',
        answer:
          'You leave with a discharge report, medication instructions and a follow-up schedule, which you should share with your own doctor. Your coordinator will check on your recovery and can arrange online follow-up consultations with your doctor in Turkey. If you notice warning signs such as fever, increasing pain, swelling or bleeding, contact a local doctor or emergency service immediately, then let us know.',
      },
      ar: {
        question: 'ماذا يحدث بعد عودتي إلى بلدي؟',
        answer:
          'تغادر ومعك تقرير الخروج وتعليمات الأدوية وجدول المتابعة، وننصحك بمشاركتها مع طبيبك المعالج. وسيتواصل معك المنسق للاطمئنان على تعافيك، ويمكنه ترتيب استشارات متابعة عن بعد مع طبيبك في تركيا. وإذا لاحظت علامات تحذيرية مثل الحمى أو ازدياد الألم أو التورم أو النزيف، فراجع طبيبا محليا أو خدمة الطوارئ فورا، ثم أبلغنا بذلك.',
      },
    },
  },
  {
    order: 11,
    content: {
      en: {
        question: 'What if I need to cancel or change my dates?',
        answer:
          'You can cancel an appointment or change its time yourself under My appointments; a time can be changed up to 24 hours before it starts, at most three times. After that, or to change travel dates, contact a coordinator by WhatsApp, phone or the contact form. Refund terms for treatment depend on the provider and on third parties such as airlines and hotels, and are set out in the written price you receive before you confirm.',
      },
      ar: {
        question: 'ماذا لو احتجت إلى إلغاء الحجز أو تغيير المواعيد؟',
        answer:
          'يمكنك إلغاء الموعد أو تغيير وقته بنفسك من صفحة «مواعيدي»، ويمكن تغيير الوقت حتى 24 ساعة قبل بدايته وثلاث مرات على الأكثر. وبعد ذلك، أو لتغيير مواعيد السفر، تواصل مع المنسق عبر واتساب أو الهاتف أو نموذج التواصل. وتعتمد شروط استرداد تكاليف العلاج على مقدم الخدمة وعلى أطراف أخرى مثل شركات الطيران والفنادق، وهي موضحة في السعر المكتوب الذي تتلقاه قبل التأكيد.',
      },
    },
  },
  {
    order: 12,
    content: {
      en: {
        question: 'Is my medical information kept private?',
        answer:
          'Yes. We share your health information only with the providers you choose, and only with your explicit consent; we never sell it or use it for advertising. You can ask to see, correct or delete your data at any time by writing to privacy@medtour.example. Our privacy policy explains the details.',
      },
      ar: {
        question: 'هل تبقى معلوماتي الطبية سرية؟',
        answer:
          'نعم. لا نشارك معلوماتك الصحية إلا مع مقدمي الخدمة الذين تختارهم، وبموافقتك الصريحة فقط، ولا نبيعها ولا نستخدمها لأغراض إعلانية أبدا. ويمكنك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها في أي وقت بمراسلتنا على privacy@medtour.example. وتوضح سياسة الخصوصية التفاصيل كاملة.',
      },
    },
  },
]
