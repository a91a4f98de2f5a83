/**
 * The choices of relationship fields and the names behind ids in the table: other admin lists
 * (specialities, facilities, countries, cities, users) and, for CMS content, GraphQL (providers,
 * pages). Loaded once per table and language.
 */
import { useQuery } from '@apollo/client/react'
import { useEffect, useMemo, useState } from 'react'

import type { Lang } from '../../lib/lang'
import { type AdminRecord, listRecords } from './api/adminApi'
import { ADMIN_PAGES_QUERY, ADMIN_PROVIDERS_QUERY, type PagesData, type ProvidersData } from './api/optionsQueries'
import { RESOURCE_CONFIGS, type RelationSource } from './resources'

export interface Option {
  value: string
  label: string
  /** A switched-off record (still choosable; the form marks it). */
  inactive?: boolean
  /** The record it belongs to (a facility's provider). */
  parent?: string
}

export interface RelationOptions {
  options: Partial<Record<RelationSource, Option[]>>
  /** The label of an id, or the id itself while (or if) unknown. */
  labelOf: (source: RelationSource, id: unknown) => string
  loading: boolean
  /** A source that could not be loaded (its failure code). */
  failed: string | null
}

type RestSource = Exclude<RelationSource, 'providers' | 'pages'>

const labelOfRecord = (source: RestSource, r: AdminRecord) => {
  if (source === 'users') return String(r.email)
  if (source === 'countries') return `${r.flag ? `${String(r.flag)} ` : ''}${String(r.name ?? r.isoCode)}`
  return String(r.name ?? r.id)
}

export function useRelationOptions(sources: RelationSource[], lang: Lang): RelationOptions {
  const rest = sources.filter((s): s is RestSource => s !== 'providers' && s !== 'pages')
  const restKey = rest.join(',')
  const [lists, setLists] = useState<Partial<Record<RelationSource, Option[]>>>({})
  const [pending, setPending] = useState(rest.length > 0)
  const [failed, setFailed] = useState<string | null>(null)

  const providers = useQuery<ProvidersData>(ADMIN_PROVIDERS_QUERY, {
    variables: { locale: lang },
    skip: !sources.includes('providers'),
  })
  const pages = useQuery<PagesData>(ADMIN_PAGES_QUERY, {
    variables: { locale: lang },
    skip: !sources.includes('pages'),
  })

  useEffect(() => {
    const wanted = restKey ? (restKey.split(',') as RestSource[]) : []
    if (!wanted.length) return
    const controller = new AbortController()
    setPending(true)
    Promise.all(
      wanted.map(async (source) => {
        const result = await listRecords(RESOURCE_CONFIGS[source], { locale: lang, signal: controller.signal })
        if (!result.success) throw new Error(result.message)
        return [
          source,
          result.content.map((r) => ({
            value: String(r.id),
            label: labelOfRecord(source, r),
            inactive: r.active === false,
            parent: source === 'facilities' && r.provider != null ? String(r.provider) : undefined,
          })),
        ] as const
      }),
    )
      .then((entries) => {
        setLists(Object.fromEntries(entries))
        setFailed(null)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : String(error))
      })
      .finally(() => {
        if (!controller.signal.aborted) setPending(false)
      })
    return () => controller.abort()
  }, [restKey, lang])

  const options = useMemo(() => {
    const all: Partial<Record<RelationSource, Option[]>> = { ...lists }
    if (providers.data?.Providers)
      all.providers = providers.data.Providers.docs.map((p) => ({ value: String(p.id), label: p.name ?? String(p.id) }))
    if (pages.data?.Pages)
      all.pages = pages.data.Pages.docs.map((p) => ({
        value: String(p.id),
        label: p.title ? `${p.title} (/${p.path ?? ''})` : String(p.path ?? p.id),
      }))
    return all
  }, [lists, providers.data, pages.data])

  const labelOf = useMemo(() => {
    const maps = Object.fromEntries(
      Object.entries(options).map(([source, list]) => [source, new Map(list.map((o) => [o.value, o.label]))]),
    ) as Partial<Record<RelationSource, Map<string, string>>>
    return (source: RelationSource, id: unknown) =>
      id == null || id === '' ? '' : (maps[source]?.get(String(id)) ?? String(id))
  }, [options])

  const graphFailed = providers.error || pages.error ? 'NETWORK_ERROR' : null
  return {
    options,
    labelOf,
    loading: (rest.length > 0 && pending) || providers.loading || pages.loading,
    failed: failed ?? graphFailed,
  }
}
