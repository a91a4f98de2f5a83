import { gql } from '@apollo/client'
import { print } from 'graphql'

import { withDraft } from './draftQuery'

const QUERY = gql`
  query Things($locale: LocaleInputType) {
    Things(limit: 5, locale: $locale) {
      docs {
        ...Card
      }
    }
  }
  fragment Card on Thing {
    id
  }
`

/** How the origin tells a draft query (web/server/contentCache.ts): never cached nor server-rendered. */
const looksLikeDraft = (text: string) => /\bdraft\s*:/.test(text)

describe('withDraft', () => {
  it('declares $draft and passes it to the root fields; the published query is left as it was', () => {
    const before = print(QUERY)
    const draft = print(withDraft(QUERY))
    expect(draft).toBe(
      [
        'query Things($locale: LocaleInputType, $draft: Boolean) {',
        '  Things(limit: 5, locale: $locale, draft: $draft) {',
        '    docs {',
        '      ...Card',
        '    }',
        '  }',
        '}',
        '',
        'fragment Card on Thing {',
        '  id',
        '}',
      ].join('\n'),
    )
    expect(print(QUERY)).toBe(before)
    expect(looksLikeDraft(before)).toBe(false)
    expect(looksLikeDraft(draft)).toBe(true)
  })

  it('adds the first variable of a query that had none', () => {
    expect(print(withDraft(gql('query Faqs { Faqs(limit: 1) { docs { id } } }')))).toContain(
      'query Faqs($draft: Boolean) {\n  Faqs(limit: 1, draft: $draft)',
    )
  })
})
