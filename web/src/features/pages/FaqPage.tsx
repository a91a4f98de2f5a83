import { Accordion, Box, Heading, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'

import { JsonLd } from '../../components/JsonLd'
import { useLang } from '../../lib/LangContext'
import { usePreviewQuery } from '../../lib/preview'
import { useSiteOrigin } from '../../lib/serverRender'
import { faqPageLd, pageUrl } from '../../lib/structuredData'
import { FAQS_DRAFT_QUERY, FAQS_QUERY, type FaqData } from './api/pageQuery'
import InfoPage from './InfoPage'
import { accordionSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ accordion: accordionSlotRecipe })

/**
 * The questions of the `faqs` collection, shown as an accordion and given as an FAQPage (their
 * drafts in preview mode).
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
      <Accordion.Root collapsible multiple variant="enclosed" data-testid="faq-list">
        {faqs.map((faq) => (
          <Accordion.Item key={faq.id} value={String(faq.id)}>
            <Accordion.ItemTrigger fontWeight="semibold" fontSize="md">
              <Box as="span" flex="1" textAlign="start">
                {faq.question}
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text fontSize="md" lineHeight="tall">
                  {faq.answer}
                </Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
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
