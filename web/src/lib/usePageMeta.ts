import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { useServerRender } from './serverRender'

const setMeta = (name: string, content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = name
    document.head.appendChild(tag)
  }
  tag.content = content
}

/** Document title and meta description of a page, in the page's language (SEO, issue 3 §6). */
export function usePageMeta({ title, description }: { title?: string | null; description?: string | null }) {
  const { t } = useTranslation()
  const site = t('site.name')
  const server = useServerRender()
  // On the server effects do not run: the head is handed to the page's HTML instead.
  if (server && title !== undefined) {
    server.head.title = title ? `${title} | ${site}` : site
    server.head.description = description || t('site.description')
  }
  useEffect(() => {
    if (title === undefined) return
    document.title = title ? `${title} | ${site}` : site
    setMeta('description', description || t('site.description'))
  }, [title, description, site, t])
}
