import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { screen } from '@testing-library/react'

import type { Lang } from '../../lib/lang'
import { structuredDataOf } from '../../lib/structuredData.testing'
import { renderWithProviders } from '../../test/render'
import { FAQS_QUERY, PAGE_QUERY } from './api/pageQuery'
import FaqPage from './FaqPage'

const CONTENT = {
  en: {
    title: 'Frequently Asked Questions',
    home: 'Home',
    faqs: [
      {
        question: 'How do I pay for my treatment?',
        answer: 'Payment terms are set out in your quote.\nAsk for a receipt.',
      },
      { question: 'Do I need a visa?', answer: 'It depends on your passport.' },
    ],
  },
  ar: {
    title: 'الأسئلة الشائعة',
    home: 'الرئيسية',
    faqs: [
      { question: 'كيف أدفع تكاليف علاجي؟', answer: 'تُحدَّد شروط الدفع في عرض السعر.\nاطلب إيصالًا رسميًا.' },
      { question: 'هل أحتاج إلى تأشيرة؟', answer: 'يعتمد ذلك على جواز سفرك.' },
    ],
  },
}

const mocks = (lang: Lang): MockLink.MockedResponse[] => [
  {
    request: { query: PAGE_QUERY, variables: { path: 'faq', locale: lang } },
    result: {
      data: {
        Pages: {
          __typename: 'Pages',
          docs: [
            {
              __typename: 'Page',
              id: 12,
              path: 'faq',
              title: CONTENT[lang].title,
              description: null,
              intro: null,
              body: null,
              banner: null,
            },
          ],
        },
      },
    },
  },
  {
    request: { query: FAQS_QUERY, variables: { locale: lang } },
    result: {
      data: {
        Faqs: {
          __typename: 'Faqs',
          docs: CONTENT[lang].faqs.map((faq, index) => ({ __typename: 'Faq', id: index + 1, ...faq })),
        },
      },
    },
  },
]

describe('the FAQ page', () => {
  it.each(['en', 'ar'] as const)('gives its CMS questions as an FAQPage with plain-text answers (%s)', async (lang) => {
    const { title, home, faqs } = CONTENT[lang]
    await renderWithProviders(
      <MockedProvider mocks={mocks(lang)}>
        <FaqPage />
      </MockedProvider>,
      { lang, path: `/${lang}/faq` },
    )
    expect(await screen.findByTestId('faq-list')).toBeInTheDocument()
    expect(structuredDataOf('FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `http://localhost/${lang}/faq`,
      inLanguage: lang,
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer.replace('\n', ' ') },
      })),
    })
    expect(structuredDataOf('BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: home, item: `http://localhost/${lang}/` },
      { '@type': 'ListItem', position: 2, name: title, item: `http://localhost/${lang}/faq` },
    ])
  })
})
