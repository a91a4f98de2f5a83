import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'

import { JsonLd } from '../../components/JsonLd'
import { useLang } from '../../lib/LangContext'
import { useSiteOrigin } from '../../lib/serverRender'
import { organizationLd, webSiteLd } from '../../lib/structuredData'
import { SOCIAL_LINKS_QUERY, type SocialLinksData } from './api/socialLinksQuery'

/** The header's logo (web/public), the organization's logo for search engines. */
const LOGO_PATH = '/logo.svg'

/**
 * The home page's structured data: the site (WebSite) in this language and the organization
 * behind it, with its social accounts in both languages (the Arabic ones are the same
 * organization's) as `sameAs`. Name and description are the site's own, from the locale files.
 */
export function HomeStructuredData() {
  const lang = useLang()
  const origin = useSiteOrigin()
  const { t } = useTranslation()
  const { data, loading } = useQuery<SocialLinksData>(SOCIAL_LINKS_QUERY)
  const site = { origin, lang }
  const identity = { name: t('site.name'), alternateName: t('site.shortName'), description: t('site.description') }
  const sameAs = data?.SocialLink?.links?.flatMap((link) => [link.url, link.arabicUrl ?? '']) ?? []
  return (
    <>
      <JsonLd data={webSiteLd(identity, site)} />
      {!loading && <JsonLd data={organizationLd(identity, site, { logoPath: LOGO_PATH, sameAs })} />}
    </>
  )
}
