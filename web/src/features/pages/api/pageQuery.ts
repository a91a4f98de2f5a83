import { gql } from '@apollo/client'

import type { LexicalNode } from '../../../components/RichText'

export interface CmsPage {
  id: string | number
  path: string
  title: string
  description: string | null
  intro: string | null
  body: { root?: LexicalNode } | null
  banner: { url: string | null; alt: string | null } | null
}

export const PAGE_QUERY = gql`
  query Page($path: String!, $locale: LocaleInputType) {
    Pages(where: { path: { equals: $path } }, limit: 1, locale: $locale, fallbackLocale: en) {
      docs {
        id
        path
        title
        description
        intro
        body
        banner {
          url
          alt
        }
      }
    }
  }
`

export interface FaqData {
  Faqs: { docs: { id: string | number; question: string; answer: string }[] }
}

export const FAQS_QUERY = gql`
  query Faqs($locale: LocaleInputType) {
    Faqs(limit: 100, sort: "_order", locale: $locale, fallbackLocale: en) {
      docs {
        id
        question
        answer
      }
    }
  }
`
