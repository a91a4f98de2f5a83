/**
 * The draft form of a content query, for preview mode (lib/preview.tsx): the same operation with
 * `$draft: Boolean` declared and `draft: $draft` (Payload's own argument) on each of its root
 * fields. A separate document, so the published one stays exactly as it was: the origin never
 * caches or server-renders a query whose text mentions `draft:` (web/server/contentCache.ts),
 * and caches the others by their URL, the query's text included.
 */
import { type DocumentNode, Kind, type NameNode } from 'graphql'

const name = (value: string): NameNode => ({ kind: Kind.NAME, value })

export const withDraft = (document: DocumentNode): DocumentNode => ({
  kind: Kind.DOCUMENT,
  definitions: document.definitions.map((definition) =>
    definition.kind !== Kind.OPERATION_DEFINITION
      ? definition
      : {
          ...definition,
          variableDefinitions: [
            ...(definition.variableDefinitions ?? []),
            {
              kind: Kind.VARIABLE_DEFINITION,
              variable: { kind: Kind.VARIABLE, name: name('draft') },
              type: { kind: Kind.NAMED_TYPE, name: name('Boolean') },
            },
          ],
          selectionSet: {
            ...definition.selectionSet,
            selections: definition.selectionSet.selections.map((selection) =>
              selection.kind !== Kind.FIELD
                ? selection
                : {
                    ...selection,
                    arguments: [
                      ...(selection.arguments ?? []),
                      {
                        kind: Kind.ARGUMENT,
                        name: name('draft'),
                        value: { kind: Kind.VARIABLE, name: name('draft') },
                      },
                    ],
                  },
            ),
          },
        },
  ),
})
