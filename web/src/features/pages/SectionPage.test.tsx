import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen, within } from '@testing-library/react'

import type { Lang } from '../../lib/lang'
import { structuredDataOf } from '../../lib/structuredData.testing'
import { cmsMedia } from '../../test/media'
import { renderWithProviders } from '../../test/render'
import { SECTION_QUERY } from './api/sectionQuery'
import SectionPage, { type Section } from './SectionPage'

const entry = (path: string, title: string, banner: ReturnType<typeof cmsMedia> | null = null) => ({
  __typename: 'Page',
  id: path,
  path,
  title,
  description: null,
  banner,
})

const mock = (section: Section, lang: Lang, docs: ReturnType<typeof entry>[]): MockLink.MockedResponse => ({
  request: { query: SECTION_QUERY, variables: { section, locale: lang } },
  result: { data: { Pages: { __typename: 'Pages', docs } } },
})

const renderSection = (section: Section, lang: Lang, docs: ReturnType<typeof entry>[]) =>
  renderWithProviders(
    <MockedProvider mocks={[mock(section, lang, docs)]}>
      <SectionPage section={section} />
    </MockedProvider>,
    { lang, path: `/${lang}/${section}` },
  )

describe('the section pages', () => {
  it.each([
    ['en', 'Turkey', 'About Turkey', 'Why Choose Turkey for Treatment?'],
    ['ar', 'تركيا', 'عن تركيا', 'لماذا تركيا للعلاج؟'],
  ] as const)('/turkey (%s) describes the country with its pages about it', async (lang, country, about, why) => {
    await renderSection('turkey', lang, [entry('turkey/about-turkey', about), entry('turkey/why-turkey', why)])
    expect(await screen.findByTestId('section-cards')).toBeInTheDocument()
    expect(structuredDataOf('TouristDestination')).toMatchObject({
      '@type': 'TouristDestination',
      name: country,
      url: `http://localhost/${lang}/turkey`,
      subjectOf: [
        { '@type': 'WebPage', name: about, url: `http://localhost/${lang}/turkey/about-turkey` },
        { '@type': 'WebPage', name: why, url: `http://localhost/${lang}/turkey/why-turkey` },
      ],
    })
    expect(structuredDataOf('BreadcrumbList').itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: country,
      item: `http://localhost/${lang}/turkey`,
    })
  })

  it("shows a page's banner on its card from its sizes, cropped around the editors' focal point", async () => {
    await renderSection('cities', 'en', [
      entry('cities/istanbul', 'Istanbul', cmsMedia('istanbul.jpg', { alt: 'The Bosphorus', focalX: 70, focalY: 40 })),
    ])
    const img = within(await screen.findByTestId('section-cards')).getByRole('img', { name: 'The Bosphorus' })
    // The thumbnail stays the plain src (as before); the browser picks from the srcset.
    expect(img).toHaveAttribute('src', '/api/media/file/istanbul-400x267.jpg')
    expect(img.getAttribute('srcset')).toBe(
      '/api/media/file/istanbul-400x267.jpg 400w, /api/media/file/istanbul-1600x1067.jpg 1600w, /api/media/file/istanbul.jpg 2400w',
    )
    expect(img.getAttribute('sizes')).toMatch(/100vw$/)
    expect(img.style.objectPosition).toBe('70% 40%')
  })

  it.each([
    ['en', 'Cities', 'Istanbul City Guide for Patients', 'Antalya City Guide for Patients'],
    ['ar', 'المدن', 'دليل مدينة إسطنبول للمرضى', 'دليل مدينة أنطاليا للمرضى'],
  ] as const)('/cities (%s) lists the city guides', async (lang, heading, istanbul, antalya) => {
    await renderSection('cities', lang, [entry('cities/istanbul', istanbul), entry('cities/antalya', antalya)])
    expect(await screen.findByTestId('section-cards')).toBeInTheDocument()
    expect(structuredDataOf('ItemList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: heading,
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: istanbul, url: `http://localhost/${lang}/cities/istanbul` },
        { '@type': 'ListItem', position: 2, name: antalya, url: `http://localhost/${lang}/cities/antalya` },
      ],
    })
  })
})
