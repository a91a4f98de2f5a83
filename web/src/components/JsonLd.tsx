import type { Thing, WithContext } from 'schema-dts'

import { scriptJson } from '../lib/structuredData'

/**
 * One schema.org JSON-LD block (lib/structuredData.ts builds them), written where the page draws
 * what it describes, so the server-rendered HTML carries it for crawlers. A data block is never
 * run, so the site's script policy does not apply to it.
 *
 * `suppressHydrationWarning`: a rendered page is cached per path, so a visitor who reached the
 * site by another address (127.0.0.1 rather than localhost) would see links on another origin
 * than their own; React keeps the server's block then — both are valid — instead of warning.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | null | undefined }) {
  if (!data) return null
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  )
}
