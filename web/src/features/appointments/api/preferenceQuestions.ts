import { useQuery } from '@apollo/client/react'
import { gql } from '@apollo/client'

import type { Lang } from '../../../lib/lang'

/** A preference question of the questionnaire (spec §3: q1–q6, title, description, optional link). */
export interface PreferenceQuestion {
  id: string | number
  key: string
  title: string
  description: string | null
  additionalLink: { name: string | null; link: string | null } | null
}

export const SURVEY_PREFERENCES_QUERY = gql`
  query SurveyPreferenceQuestions($locale: LocaleInputType) {
    PreferenceQuestions(limit: 20, sort: "key", locale: $locale, fallbackLocale: en) {
      docs {
        id
        key
        title
        description
        additionalLink {
          name
          link
        }
      }
    }
  }
`

/** The questions in the page's language (the CMS collection `preference-questions`). */
export function usePreferenceQuestions(lang: Lang) {
  const { data, loading, error, refetch } = useQuery<{ PreferenceQuestions: { docs: PreferenceQuestion[] } }>(
    SURVEY_PREFERENCES_QUERY,
    { variables: { locale: lang } },
  )
  return { questions: data?.PreferenceQuestions.docs ?? [], loading, error, refetch }
}
