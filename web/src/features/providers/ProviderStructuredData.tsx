import { JsonLd } from '../../components/JsonLd'
import { useLang } from '../../lib/LangContext'
import { useSiteOrigin } from '../../lib/serverRender'
import { providerLd } from '../../lib/structuredData'
import type { Provider } from './api/providerQueries'
import { useProviderReviews } from './Reviews'

/**
 * The provider as a Hospital, MedicalClinic or MedicalOrganization (lib/structuredData.ts
 * decides) with its rating, and the reviews the page shows once they are in: reviews are asked
 * for 800 ms after the page (spec), so the server-rendered HTML has the rating without them.
 * The same query as the reviews section, so Apollo asks once.
 */
export function ProviderStructuredData({ provider }: { provider: Provider }) {
  const lang = useLang()
  const origin = useSiteOrigin()
  const { reviews } = useProviderReviews(provider.id, lang)
  return <JsonLd data={providerLd(provider, reviews, { origin, lang })} />
}
