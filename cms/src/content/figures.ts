/**
 * The figures a provider's page can show ("28 hospitals", "Founded 1993"): the kinds the site
 * knows, each with its name in both languages. Editors pick one from this list in the panel (no
 * typed key); the figure's own label is the words shown beside its value on the page.
 */
export const PROVIDER_FIGURES = {
  founded: { en: 'Year founded', ar: 'سنة التأسيس' },
  hospitals: { en: 'Hospitals', ar: 'المستشفيات' },
  cities: { en: 'Cities', ar: 'المدن' },
  countries: { en: "Patients' countries", ar: 'دول المرضى' },
  sitesTurkey: { en: 'Sites in Türkiye', ar: 'الفروع في تركيا' },
  sitesAbroad: { en: 'Sites abroad', ar: 'الفروع خارج تركيا' },
  employees: { en: 'Employees', ar: 'الموظفون' },
  physicians: { en: 'Physicians', ar: 'الأطباء' },
  academicPhysicians: { en: 'Academic physicians', ar: 'الأطباء الأكاديميون' },
  medicalStaff: { en: 'Medical staff', ar: 'الكادر الطبي' },
  supportStaff: { en: 'Support staff', ar: 'موظفو الدعم' },
  beds: { en: 'Beds', ar: 'الأسرّة' },
  operatingTheatres: { en: 'Operating theatres', ar: 'غرف العمليات الكبرى' },
  operatingRooms: { en: 'Operating rooms', ar: 'غرف العمليات' },
  floors: { en: 'Floors', ar: 'الطوابق' },
  patientsPerYear: { en: 'Patients a year', ar: 'المرضى سنويًا' },
  hairTransplantsPerYear: { en: 'Hair transplants a year', ar: 'عمليات زراعة الشعر سنويًا' },
  methods: { en: 'Methods', ar: 'التقنيات' },
  yearsExperience: { en: 'Years of experience', ar: 'سنوات الخبرة' },
} as const satisfies Record<string, { en: string; ar: string }>

export type ProviderFigure = keyof typeof PROVIDER_FIGURES

/** The panel's choices: each kind by its name in the panel's language. */
export const figureOptions = Object.entries(PROVIDER_FIGURES).map(([value, label]) => ({ value, label }))
