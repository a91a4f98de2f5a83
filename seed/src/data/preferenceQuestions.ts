import type { Bilingual } from '../types'

export type PreferenceQuestionSeed = {
  key: 'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q6'
  link?: string
  content: Bilingual<{ title: string; description: string; linkName?: string }>
}

/** The questionnaire's six options (spec §9); q3 suggests Antalya and q4 Istanbul. */
export const preferenceQuestions: PreferenceQuestionSeed[] = [
  {
    key: 'q1',
    content: {
      en: { title: 'I am on a tight budget', description: 'Affordable treatment matters most to me. Show me the best value for money.' },
      ar: { title: 'ميزانيتي محدودة', description: 'أهم ما يعنيني هو علاج بتكلفة معقولة. اعرضوا عليّ أفضل قيمة مقابل السعر.' },
    },
  },
  {
    key: 'q2',
    content: {
      en: { title: 'No preference', description: 'Tourism is not a priority for me right now; I want to focus on my treatment.' },
      ar: { title: 'لا تفضيل لدي', description: 'السياحة ليست من أولوياتي الآن؛ أريد التركيز على علاجي.' },
    },
  },
  {
    key: 'q3',
    link: '/cities/antalya',
    content: {
      en: { title: 'Beach over sightseeing', description: 'I would rather recover by the sea than tour the sights. We suggest Antalya.', linkName: 'Discover Antalya' },
      ar: { title: 'البحر أولًا', description: 'أفضّل التعافي على شاطئ البحر بدلًا من زيارة المعالم. نقترح عليك أنطاليا.', linkName: 'اكتشف أنطاليا' },
    },
  },
  {
    key: 'q4',
    link: '/cities/istanbul',
    content: {
      en: { title: 'Historic sightseeing over beach', description: 'I love history and culture more than the beach. We suggest Istanbul.', linkName: 'Discover Istanbul' },
      ar: { title: 'المعالم التاريخية أولًا', description: 'أحب التاريخ والثقافة أكثر من الشاطئ. نقترح عليك إسطنبول.', linkName: 'اكتشف إسطنبول' },
    },
  },
  {
    key: 'q5',
    content: {
      en: { title: 'Close to shopping centres', description: 'I would like to stay near shopping centres to benefit from the exchange rate.' },
      ar: { title: 'بالقرب من مراكز التسوق', description: 'أرغب في الإقامة بالقرب من مراكز التسوق للاستفادة من سعر الصرف.' },
    },
  },
  {
    key: 'q6',
    content: {
      en: { title: 'Close to the airport', description: 'I want to be close to the airport for a quick in and out.' },
      ar: { title: 'بالقرب من المطار', description: 'أريد أن أكون قريبًا من المطار لدخول وخروج سريعين.' },
    },
  },
]
