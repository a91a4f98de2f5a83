import type { CollectionSlug, Payload } from 'payload'

type Doc = Record<string, unknown> & { id: number | string }

/**
 * Calls `onWrite` after every create, update and delete of `collection` made through this
 * process's Local API, whichever module (or test) makes it. Writes by other processes (the CMS
 * panel) are not seen here: the caches that use this also bound or revalidate what they hold.
 */
export const afterWrite = (
  payload: Payload,
  collection: CollectionSlug,
  onWrite: (doc: Doc, previousDoc?: Doc) => void,
): void => {
  const hooks = payload.collections[collection].config.hooks
  // Named, so a test that checks a collection's own hooks can tell these listeners apart.
  hooks.afterChange.push(function afterWriteListener({ doc, previousDoc }) {
    onWrite(doc as Doc, previousDoc as Doc | undefined)
    return doc
  })
  hooks.afterDelete.push(function afterWriteListener({ doc }) {
    onWrite(doc as Doc)
  })
}
