import { useQuery } from '@apollo/client/react'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { usePreviewQuery } from '../../lib/preview'
import { PAGE_DRAFT_QUERY, PAGE_QUERY, type CmsPage } from './api/pageQuery'

/**
 * One information page of the CMS by its path, with its title and description as page meta (its
 * draft in preview mode).
 */
export function useCmsPage(path: string) {
  const lang = useLang()
  const { query, options, waiting } = usePreviewQuery(PAGE_QUERY, PAGE_DRAFT_QUERY, { path, locale: lang })
  const { data, loading, error } = useQuery<{ Pages: { docs: CmsPage[] } }>(query, options)
  const page = data?.Pages.docs[0] ?? null
  usePageMeta({ title: page ? page.title : undefined, description: page?.description })
  return { page, loading: loading || waiting, error }
}
