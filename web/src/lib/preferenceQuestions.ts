/**
 * The preference questionnaire (spec §3, §9: q1–q6 with title, description and an optional link),
 * read from the CMS collection `preference-questions` by the home page and the services survey.
 */
import { gql } from '@apollo/client'
import { useQuery } from '@apollo/client/react'

import type { Lang } from './lang'

export interface PreferenceQuestion {
  id: string | number
  key: string
  title: string
  description: string | null
  additionalLink: { name: string | null; link: string | null } | null
}

export interface PreferenceQuestionsData {
  PreferenceQuestions: { docs: PreferenceQuestion[] }
}

export const PREFERENCES_QUERY = gql`
  query PreferenceQuestions($locale: LocaleInputType) {
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

/** The questions in the page's language. */
export function usePreferenceQuestions(lang: Lang) {
  const { data, loading, error, refetch } = useQuery<PreferenceQuestionsData>(PREFERENCES_QUERY, {
    variables: { locale: lang },
  })
  return { questions: data?.PreferenceQuestions.docs ?? [], loading, error, refetch }
}
