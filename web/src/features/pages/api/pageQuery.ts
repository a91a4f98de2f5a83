import { gql } from '@apollo/client'

import type { LexicalNode } from '../../../components/RichText'
import { withDraft } from '../../../lib/draftQuery'
import { MEDIA_IMAGE_FIELDS, type MediaSource } from '../../../lib/mediaImage'

export interface CmsPage {
  id: string | number
  path: string
  title: string
  description: string | null
  intro: string | null
  body: { root?: LexicalNode } | null
  /** The banner with its sizes and focal point (MEDIA_IMAGE_FIELDS). */
  banner: (MediaSource & { url: string | null; alt: string | null }) | null
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
        banner { ${MEDIA_IMAGE_FIELDS} }
      }
    }
  }
`

/** The page's latest draft, for preview mode (`$draft: Boolean`, `draft: $draft`). */
export const PAGE_DRAFT_QUERY = withDraft(PAGE_QUERY)

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

/** The questions' latest drafts, for preview mode (`$draft: Boolean`, `draft: $draft`). */
export const FAQS_DRAFT_QUERY = withDraft(FAQS_QUERY)
