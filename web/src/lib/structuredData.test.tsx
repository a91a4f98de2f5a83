import { ChakraProvider } from '@chakra-ui/react'
import { act } from '@testing-library/react'
import i18n from 'i18next'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'

import { JsonLd } from '../components/JsonLd'
import { BreadcrumbBar } from '../components/PageHero'
import { LangContext } from './LangContext'
import { type ServerRender, ServerRenderContext } from './serverRender'
import {
  type ProviderContent,
  absoluteUrl,
  faqPageLd,
  organizationLd,
  providerLd,
  providerType,
  scriptJson,
  touristDestinationLd,
  webSiteLd,
} from './structuredData'
import { structuredDataBlocks, structuredDataOf } from './structuredData.testing'
import { structuredDataProblems } from './structuredData.validate'
import { system } from './theme'

const SITE = { origin: 'https://site.example', lang: 'en' } as const

const provider: ProviderContent = {
  slug: 'medical-park',
  name: 'Medical Park',
  description: 'One of  Türkiye’s largest\nhospital groups.',
  rating: 4.3,
  totalReviews: 10203,
  totalRating: 10203,
  priceRange: '$300 - $1000',
  address: 'Kadıköy/İstanbul',
  image: { url: 'http://cms:3001/api/media/file/provider-medical-park.jpg' },
  speciality: { name: 'Oncology' },
  figures: [{ key: 'founded' }, { key: 'hospitals' }],
  treatmentLists: [{ title: 'Cancer care', items: [{ text: 'PET-CT' }, { text: 'Radiotherapy' }] }],
}

const valid = (block: unknown) => expect(structuredDataProblems(JSON.stringify(block))).toEqual([])

describe('structured data builders', () => {
  it('types a provider by its content: hospital figures, else a speciality, else an organization', () => {
    expect(providerType(provider)).toBe('Hospital')
    expect(providerType({ figures: [{ key: 'beds' }], speciality: null })).toBe('Hospital')
    expect(providerType({ figures: [{ key: 'physicians' }], speciality: { name: 'Ophthalmology' } })).toBe(
      'MedicalClinic',
    )
    expect(providerType({ figures: null, speciality: null })).toBe('MedicalOrganization')
  })

  it('describes a provider with absolute links, its address in Türkiye, rating, services and reviews', () => {
    const reviews = [
      { authorName: 'Ayşe', rating: 5, text: 'Very good\ncare.', time: '2026-01-02T10:00:00Z', language: 'en' },
    ]
    const block = providerLd(provider, reviews, SITE)
    valid(block)
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      name: 'Medical Park',
      description: 'One of Türkiye’s largest hospital groups.',
      url: 'https://site.example/en/health-providers/medical-park',
      image: 'https://site.example/api/media/file/provider-medical-park.jpg',
      address: { '@type': 'PostalAddress', streetAddress: 'Kadıköy/İstanbul', addressCountry: 'TR' },
      medicalSpecialty: { '@type': 'MedicalSpecialty', name: 'Oncology' },
      priceRange: '$300 - $1000',
      availableService: [
        { '@type': 'MedicalProcedure', name: 'PET-CT' },
        { '@type': 'MedicalProcedure', name: 'Radiotherapy' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 10203, bestRating: 5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ayşe' },
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
          reviewBody: 'Very good care.',
          datePublished: '2026-01-02',
          inLanguage: 'en',
        },
      ],
    })
  })

  it('leaves out a rating with no reviews behind it, and prices and services of a mere organization', () => {
    const block = JSON.parse(
      JSON.stringify(providerLd({ ...provider, figures: [], speciality: null, totalReviews: 0 }, [], SITE)),
    )
    valid(block)
    expect(block['@type']).toBe('MedicalOrganization')
    expect(block).not.toHaveProperty('aggregateRating')
    expect(block).not.toHaveProperty('review')
    expect(block).not.toHaveProperty('priceRange')
    expect(block).not.toHaveProperty('availableService')
  })

  it('makes the FAQ, the places and the site from their content', () => {
    valid(faqPageLd([{ question: ' How? ', answer: 'Line one.\n\nLine two.' }], 'https://site.example/en/faq', 'en'))
    expect(faqPageLd([{ question: 'How?', answer: 'A\n\nB' }], 'https://s.example/en/faq', 'en').mainEntity).toEqual([
      { '@type': 'Question', name: 'How?', acceptedAnswer: { '@type': 'Answer', text: 'A B' } },
    ])
    const city = touristDestinationLd(
      {
        name: 'إسطنبول',
        url: 'https://site.example/ar/cities/istanbul',
        image: '/api/media/file/banner-istanbul.jpg',
        geo: { lat: 41, lng: 29 },
        country: 'تركيا',
      },
      SITE.origin,
    )
    valid(city)
    expect(city).toMatchObject({
      image: 'https://site.example/api/media/file/banner-istanbul.jpg',
      geo: { '@type': 'GeoCoordinates', latitude: 41, longitude: 29 },
      containedInPlace: { '@type': 'Country', name: 'تركيا' },
    })
    const identity = { name: 'Medical Tourism Turkey', description: 'Certified care.' }
    valid(webSiteLd(identity, SITE))
    const organization = organizationLd(identity, SITE, {
      logoPath: '/logo.svg',
      sameAs: ['https://x.example/a', '', 'https://x.example/a'],
    })
    valid(organization)
    expect(organization).toMatchObject({ logo: 'https://site.example/logo.svg', sameAs: ['https://x.example/a'] })
  })

  it('escapes what could end the script block or the line', () => {
    const json = scriptJson({ text: '</script><!-- & \u2028\u2029' })
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028\u2029' })
  })

  it('resolves paths against the origin, and keeps absolute links', () => {
    expect(absoluteUrl('https://site.example', '/en/faq')).toBe('https://site.example/en/faq')
    expect(absoluteUrl('http://127.0.0.1:3000', '/ar/')).toBe('http://127.0.0.1:3000/ar/')
    expect(absoluteUrl('https://site.example', 'https://x.example/a')).toBe('https://x.example/a')
  })
})

describe('a JSON-LD block on the server and in the browser', () => {
  const tree = (children: ReactNode, path = '/ar/faq') => (
    <ChakraProvider value={system}>
      <LangContext.Provider value="ar">
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </LangContext.Provider>
    </ChakraProvider>
  )
  const server = (origin: string): ServerRender => ({ apolloClient: null, head: {}, origin })

  beforeEach(() => i18n.changeLanguage('ar'))

  it('takes its origin from the server render, where there is no window to ask', () => {
    const html = renderToString(
      <ServerRenderContext.Provider value={server('https://medtour.example')}>
        {tree(<BreadcrumbBar title="الأسئلة الشائعة" />)}
      </ServerRenderContext.Provider>,
    )
    const container = document.createElement('div')
    container.innerHTML = html
    const [breadcrumb] = structuredDataBlocks(container)
    expect(breadcrumb!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: 'https://medtour.example/ar/' },
      { '@type': 'ListItem', position: 2, name: 'الأسئلة الشائعة', item: 'https://medtour.example/ar/faq' },
    ])
  })

  it('is taken over by the browser as it was rendered, without a hydration error', async () => {
    const page = (
      <>
        <BreadcrumbBar title="الأسئلة الشائعة" />
        <JsonLd
          data={faqPageLd([{ question: 'لماذا؟', answer: '<b>لأن</b> & لذلك' }], 'http://localhost/ar/faq', 'ar')}
        />
      </>
    )
    // The server names the address the browser is at (jsdom's http://localhost).
    const html = renderToString(
      <ServerRenderContext.Provider value={server(window.location.origin)}>{tree(page)}</ServerRenderContext.Provider>,
    )
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const before = Array.from(container.querySelectorAll('script'), (script) => script.textContent)
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const recoverable = jest.fn()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, tree(page), { onRecoverableError: recoverable })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    expect(Array.from(container.querySelectorAll('script'), (script) => script.textContent)).toEqual(before)
    expect(structuredDataOf('FAQPage', container).mainEntity[0].acceptedAnswer.text).toBe('<b>لأن</b> & لذلك')
    errors.mockRestore()
    act(() => root!.unmount())
    container.remove()
  })
})
