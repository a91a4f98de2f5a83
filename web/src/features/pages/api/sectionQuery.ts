import { gql } from '@apollo/client'

import { withDraft } from '../../../lib/draftQuery'
import { MEDIA_IMAGE_FIELDS, type MediaSource } from '../../../lib/mediaImage'

export interface SectionEntry {
  id: string | number
  path: string
  title: string
  description: string | null
  /** The banner with its sizes and focal point (MEDIA_IMAGE_FIELDS). */
  banner: (MediaSource & { url: string | null; alt: string | null }) | null
}

/** The information pages of one section (turkey, cities…), in the panel's order. */
export const SECTION_QUERY = gql`
  query Section($section: Page_section_Input!, $locale: LocaleInputType) {
    Pages(where: { section: { equals: $section } }, sort: "_order", limit: 50, locale: $locale, fallbackLocale: en) {
      docs {
        id
        path
        title
        description
        banner { ${MEDIA_IMAGE_FIELDS} }
      }
    }
  }
`

/** The section's pages with their latest drafts, for preview mode (`$draft: Boolean`, `draft: $draft`). */
export const SECTION_DRAFT_QUERY = withDraft(SECTION_QUERY)
