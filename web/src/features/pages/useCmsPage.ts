import { useQuery } from '@apollo/client/react'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { PAGE_QUERY, type CmsPage } from './api/pageQuery'

/** One information page of the CMS by its path, with its title and description as page meta. */
export function useCmsPage(path: string) {
  const lang = useLang()
  const { data, loading, error } = useQuery<{ Pages: { docs: CmsPage[] } }>(PAGE_QUERY, {
    variables: { path, locale: lang },
  })
  const page = data?.Pages.docs[0] ?? null
  usePageMeta({ title: page ? page.title : undefined, description: page?.description })
  return { page, loading, error }
}
