import {
  isAbsoluteUrl,
  parseStructuredData,
  structuredDataBlocksOf,
  structuredDataProblems,
} from './structuredData.validate'

const CONTEXT = 'https://schema.org'
const text = (block: unknown) => JSON.stringify(block)

const hospital = {
  '@context': CONTEXT,
  '@type': 'Hospital',
  name: 'Medical Park',
  url: 'https://site.example/en/health-providers/medical-park',
  image: 'https://site.example/api/media/file/provider-medical-park.jpg',
  address: { '@type': 'PostalAddress', streetAddress: 'Kadıköy/İstanbul', addressCountry: 'TR' },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 10203, bestRating: 5 },
  review: [
    {
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Ayşe' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      reviewBody: 'Very good care.',
      datePublished: '2026-01-01',
    },
  ],
}

const breadcrumb = {
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/en/' },
    { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://site.example/en/faq' },
  ],
}

const faq = {
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: [{ '@type': 'Question', name: 'How?', acceptedAnswer: { '@type': 'Answer', text: 'Like this.' } }],
}

const problemsOf = (block: unknown) => structuredDataProblems(text(block))

describe('the structured data validator', () => {
  it('accepts whole blocks of each kind', () => {
    const blocks = [
      hospital,
      breadcrumb,
      faq,
      { '@context': CONTEXT, '@type': 'WebSite', name: 'Site', url: 'https://site.example/ar/' },
      {
        '@context': CONTEXT,
        '@type': 'Organization',
        name: 'Site',
        url: 'https://site.example/en/',
        logo: 'https://site.example/logo.svg',
        sameAs: ['https://www.facebook.com/x'],
      },
      { '@context': CONTEXT, '@type': 'TouristDestination', name: 'إسطنبول' },
      {
        '@context': CONTEXT,
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'A', url: 'https://site.example/en/a' }],
      },
    ]
    for (const block of blocks) expect(problemsOf(block)).toEqual([])
    expect(parseStructuredData(text(hospital)).name).toBe('Medical Park')
  })

  it('rejects an empty block, broken JSON, a list and a block without the schema.org context or a known type', () => {
    expect(structuredDataProblems('')).toEqual(['$: the block is empty'])
    expect(structuredDataProblems('  \n')).toEqual(['$: the block is empty'])
    expect(structuredDataProblems('{"@type": "WebSite",')[0]).toMatch(/^\$: not JSON/)
    expect(problemsOf([hospital])).toEqual(['$: must be one JSON object'])
    expect(problemsOf({ ...hospital, '@context': 'http://schema.org' })).toEqual([
      '$.@context: must be "https://schema.org"',
    ])
    expect(problemsOf({ '@context': CONTEXT, '@type': 'Thing', name: 'x' })[0]).toMatch(/^\$\.@type: must be one of/)
    expect(problemsOf({ '@context': CONTEXT, name: 'x' })[0]).toMatch(/^\$\.@type: must be one of/)
    expect(() => parseStructuredData('')).toThrow(/invalid JSON-LD block/)
  })

  it('rejects a provider without its name, link or address, or with an impossible rating', () => {
    expect(problemsOf({ ...hospital, name: ' ' })).toContain('$.name: is required and must be non-empty text')
    expect(problemsOf({ ...hospital, url: '/en/health-providers/medical-park' })).toContain(
      '$.url: is required and must be an absolute URL',
    )
    expect(problemsOf({ ...hospital, address: undefined })).toContain('$.address: must have @type PostalAddress')
    expect(problemsOf({ ...hospital, address: { '@type': 'PostalAddress' } })).toContain(
      '$.address.addressCountry: is required',
    )
    const rating = (change: object) => ({ ...hospital, aggregateRating: { ...hospital.aggregateRating, ...change } })
    expect(problemsOf(rating({ ratingValue: 7 }))).toContain(
      '$.aggregateRating.ratingValue: must be a number from 0 to 5',
    )
    expect(problemsOf(rating({ ratingValue: null }))).toContain(
      '$.aggregateRating.ratingValue: must be a number from 0 to 5',
    )
    expect(problemsOf(rating({ reviewCount: 0 }))).toContain(
      '$.aggregateRating.reviewCount: must be a whole number above 0',
    )
    expect(problemsOf(rating({ bestRating: 10 }))).toContain(
      '$.aggregateRating.bestRating: must be 5 (the site rates out of five)',
    )
  })

  it('rejects a review without its author, rating, text or date', () => {
    const review = hospital.review[0]!
    const problems = problemsOf({
      ...hospital,
      review: [
        { ...review, author: { '@type': 'Person' }, reviewRating: undefined, reviewBody: '', datePublished: 'x' },
      ],
    })
    expect(problems).toEqual([
      '$.review[0].author.name: is required',
      '$.review[0].reviewRating: must have @type Rating',
      '$.review[0].reviewBody: is required and must be non-empty text',
      '$.review[0].datePublished: must be an ISO 8601 date',
    ])
  })

  it('rejects an empty FAQ and a question without its answer', () => {
    expect(problemsOf({ ...faq, mainEntity: [] })).toEqual(['$.mainEntity: must be a non-empty list'])
    expect(
      problemsOf({
        ...faq,
        mainEntity: [{ '@type': 'Question', name: 'How?', acceptedAnswer: { '@type': 'Answer' } }],
      }),
    ).toEqual(['$.mainEntity[0].acceptedAnswer.text: is required and must be non-empty text'])
    expect(problemsOf({ ...faq, mainEntity: [{ '@type': 'Question', name: '' }] })).toEqual([
      '$.mainEntity[0].name: is required and must be non-empty text',
      '$.mainEntity[0].acceptedAnswer: must have @type Answer',
    ])
  })

  it('rejects a breadcrumb out of order or with a relative link', () => {
    const [home, current] = breadcrumb.itemListElement
    expect(problemsOf({ ...breadcrumb, itemListElement: [current, home] })).toEqual([
      '$.itemListElement[0].position: must be 1',
      '$.itemListElement[1].position: must be 2',
    ])
    expect(problemsOf({ ...breadcrumb, itemListElement: [home, { ...current, item: '/en/faq' }] })).toEqual([
      '$.itemListElement[1].item: is required and must be an absolute URL',
      '$.itemListElement[1].item: must be an absolute URL (/en/faq)',
    ])
    expect(problemsOf({ ...breadcrumb, itemListElement: [] })).toEqual(['$.itemListElement: must be a non-empty list'])
  })

  it('rejects a relative link anywhere, and a site or place without a name', () => {
    expect(problemsOf({ ...hospital, image: '/api/media/file/x.jpg' })).toEqual([
      '$.image: must be an absolute URL (/api/media/file/x.jpg)',
    ])
    expect(
      problemsOf({ '@context': CONTEXT, '@type': 'Organization', name: 'S', url: 'https://s.example/', sameAs: ['x'] }),
    ).toEqual(['$.sameAs: must be an absolute URL (x)'])
    expect(problemsOf({ '@context': CONTEXT, '@type': 'WebSite', url: 'https://s.example/' })).toEqual([
      '$.name: is required and must be non-empty text',
    ])
    expect(problemsOf({ '@context': CONTEXT, '@type': 'TouristDestination', name: '' })).toEqual([
      '$.name: is required and must be non-empty text',
    ])
  })

  it('finds the blocks of an HTML document read without a browser', () => {
    const html = `<head><script type="application/json" id="__APOLLO_STATE__">{}</script></head>
      <body><div><script type="application/ld+json">${text(faq)}</script>
      <script type='application/ld+json' data-x>${text(breadcrumb)}</script><script src="/a.js"></script></div></body>`
    expect(structuredDataBlocksOf(html).map((block) => JSON.parse(block)['@type'])).toEqual([
      'FAQPage',
      'BreadcrumbList',
    ])
  })

  it('knows an absolute link', () => {
    expect(isAbsoluteUrl('https://site.example/en/')).toBe(true)
    expect(isAbsoluteUrl('http://127.0.0.1:3000/ar/faq')).toBe(true)
    expect(isAbsoluteUrl('/en/')).toBe(false)
    expect(isAbsoluteUrl('//site.example/en/')).toBe(false)
    expect(isAbsoluteUrl('javascript:alert(1)')).toBe(false)
  })
})
