import { gql } from '@apollo/client'

export interface NavItem {
  path: string
  textId: string
  label: string
  subItems?: { path: string; textId: string; label: string }[] | null
}

export interface LayoutData {
  Navigation: {
    items: NavItem[] | null
    startNow: { visible: boolean | null; path: string | null; label: string | null } | null
  } | null
  Footer: {
    poweredBy: string
    claims: { title: string; text: string | null }[] | null
    links: { path: string; label: string }[] | null
    copyright: string | null
  } | null
  SocialLink: { links: { network: string; url: string; arabicUrl: string | null }[] | null } | null
  LiveChat: {
    enabled: boolean | null
    scriptUrl: string | null
    widgetIdArabic: string | null
    widgetIdOther: string | null
  } | null
}

/** The site globals of the layout (CMS: Navigation, Footer, SocialLink, LiveChat), one request. */
export const LAYOUT_QUERY = gql`
  query Layout($locale: LocaleInputType) {
    Navigation(locale: $locale, fallbackLocale: en) {
      items {
        path
        textId
        label
        subItems {
          path
          textId
          label
        }
      }
      startNow {
        visible
        path
        label
      }
    }
    Footer(locale: $locale, fallbackLocale: en) {
      poweredBy
      claims {
        title
        text
      }
      links {
        path
        label
      }
      copyright
    }
    SocialLink {
      links {
        network
        url
        arabicUrl
      }
    }
    LiveChat {
      enabled
      scriptUrl
      widgetIdArabic
      widgetIdOther
    }
  }
`
