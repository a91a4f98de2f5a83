import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'

import { JsonLd } from '../../components/JsonLd'
import { useLang } from '../../lib/LangContext'
import { usePreviewQuery } from '../../lib/preview'
import { useSiteOrigin } from '../../lib/serverRender'
import { faqPageLd, pageUrl } from '../../lib/structuredData'
import { FAQS_DRAFT_QUERY, FAQS_QUERY, type FaqData } from './api/pageQuery'
import InfoPage from './InfoPage'
import { DisclosureSummary } from '../../components/DisclosureSummary'

/**
 * The questions of the `faqs` collection and their answers, given as an FAQPage (their drafts in
 * preview mode). Each is a native disclosure (`<details>`), opened and closed by the browser: it
 * works on a rendered page before and without the app, with the keyboard (Enter, Space), finds
 * an answer's words with the browser's search and reads as expanded or collapsed to screen
 * readers. Styled as the enclosed accordion it replaced.
 */
function FaqList() {
  const lang = useLang()
  const origin = useSiteOrigin()
  const { t } = useTranslation()
  const { query, options } = usePreviewQuery(FAQS_QUERY, FAQS_DRAFT_QUERY, { locale: lang })
  const { data } = useQuery<FaqData>(query, options)
  const faqs = data?.Faqs.docs ?? []
  if (!faqs.length) return null
  return (
    <Box mt="10">
      <JsonLd data={faqPageLd(faqs, pageUrl({ origin, lang }, 'faq'), lang)} />
      <Heading as="h2" size="2xl" mb="4" color="brand.900">
        {t('faq.heading')}
      </Heading>
      <Box borderWidth="1px" rounded="l2" divideY="1px" overflow="hidden" data-testid="faq-list">
        {faqs.map((faq) => (
          <chakra.details key={faq.id} css={{ '&[open]': { bg: 'bg.subtle' } }} data-testid="faq">
            <DisclosureSummary
              px="4"
              py="2"
              textStyle="md"
              fontWeight="semibold"
              rounded="l2"
              focusVisibleRing="inside"
              chevron={{ color: 'fg.subtle', boxSize: '1.2em' }}
            >
              {faq.question}
            </DisclosureSummary>
            <Text px="4" pt="2" pb="4" fontSize="md" lineHeight="tall">
              {faq.answer}
            </Text>
          </chakra.details>
        ))}
      </Box>
    </Box>
  )
}

/** The FAQ page: its CMS page plus every question of the `faqs` collection. */
export default function FaqPage() {
  return (
    <InfoPage path="faq">
      <FaqList />
    </InfoPage>
  )
}
