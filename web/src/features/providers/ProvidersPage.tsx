import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { useSiteOrigin } from '../../lib/serverRender'
import { providerListLd } from '../../lib/structuredData'
import { usePageMeta } from '../../lib/usePageMeta'
import { FullScreenSpinner } from '../../components/FullScreenSpinner'
import { JsonLd } from '../../components/JsonLd'
import { PageHero } from '../../components/PageHero'
import { ServerErrorPage } from '../errors/ErrorPage'
import { ProviderCards, useProviders } from './ProviderCards'

/**
 * /{lang}/health-providers (and any unknown sub-path): the providers of the CMS, and for search
 * engines the same list as an ItemList of their pages.
 */
export default function ProvidersPage() {
  const lang = useLang()
  const origin = useSiteOrigin()
  const { t } = useTranslation('providers')
  const { providers, loading, error } = useProviders()
  usePageMeta({ title: t('listing.title'), description: t('listing.description') })
  if (loading) return <FullScreenSpinner />
  if (error) return <ServerErrorPage />
  return (
    <Box>
      {providers.length > 0 && <JsonLd data={providerListLd(t('listing.title'), providers, { origin, lang })} />}
      <PageHero title={t('listing.title')} intro={t('listing.intro')} />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <ProviderCards providers={providers} />
      </Box>
    </Box>
  )
}
