import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import type { Lang } from '../../lib/lang'
import { useTravelServices } from './api/travelServices'
import { type TravelCatalog, resolveCatalog } from './travelCatalog'

/**
 * The survey's packages in the page's language: the CMS global's words over the site's own
 * (travelCatalog.ts). `loading` is true only until the first answer or failure; after a failure
 * the catalog is the site's own and nothing is shown to the patient.
 */
export function useTravelCatalog(lang: Lang): { catalog: TravelCatalog; loading: boolean } {
  const { t } = useTranslation('travel')
  const { global, loading } = useTravelServices(lang)
  const catalog = useMemo(() => resolveCatalog(global, t), [global, t])
  return { catalog, loading }
}
