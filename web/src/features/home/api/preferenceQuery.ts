import { gql } from '@apollo/client'

export interface PreferenceQuestion {
  id: string | number
  key: string
  title: string
  description: string | null
  additionalLink: { name: string | null; link: string | null } | null
}

export const PREFERENCES_QUERY = gql`
  query PreferenceQuestions($locale: LocaleInputType) {
    PreferenceQuestions(limit: 10, sort: "key", locale: $locale, fallbackLocale: en) {
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
