import { gql } from '@apollo/client'

export interface SocialLinksData {
  SocialLink: { links: { network: string; url: string; arabicUrl: string | null }[] | null } | null
}

/**
 * The site's social accounts (CMS global SocialLink), which the home page names as the
 * organization's `sameAs`. The layout's query asks for the same global with the same fields:
 * the cache keeps objects without ids as a whole (apollo.ts), so a narrower selection written
 * over the layout's would drop its fields and make it ask again.
 */
export const SOCIAL_LINKS_QUERY = gql`
  query SocialLinks {
    SocialLink {
      links {
        network
        url
        arabicUrl
      }
    }
  }
`
