import { Button, Card, Container, Flex, Heading, List, Text, VStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { ArrowEndIcon, CheckIcon } from '../../components/icons'
import type { TreatmentSuccessState } from './summary/RequestSummary'
import { cardSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ card: cardSlotRecipe, list: listSlotRecipe })

/**
 * /{lang}/treatment-success (spec §2): the translated 'successfully added your treatment'
 * message, the request's number when the summary passed it, what happens next and Back to Home.
 * The public header is hidden on this path.
 */
export default function TreatmentSuccessPage() {
  const { t } = useTranslation('treatments')
  const { t: common } = useTranslation()
  const lang = useLang()
  const state = useLocation().state as TreatmentSuccessState | null
  const requestId = typeof state?.requestId === 'number' ? state.requestId : null
  usePageMeta({ title: t('success.title'), description: t('success.next.coordinator') })

  return (
    <Container maxW="2xl" py={{ base: '24', md: '32' }}>
      <VStack gap="5" textAlign="center">
        <CheckIcon boxSize="16" color="green.600" />
        <Heading as="h1" size="3xl">
          {t('success.title')}
        </Heading>
        {requestId !== null && (
          <Text fontSize="lg" color="fg.muted" data-testid="treatment-request-number">
            {t('success.reference', { id: requestId })}
          </Text>
        )}
      </VStack>
      <Card.Root variant="subtle" mt="10">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            {t('success.next.title')}
          </Heading>
          <List.Root gap="2" ps="5">
            <List.Item>{t('success.next.coordinator')}</List.Item>
            <List.Item>{t('success.next.documents')}</List.Item>
            <List.Item>{t('success.next.doctor')}</List.Item>
          </List.Root>
        </Card.Body>
      </Card.Root>
      <Flex mt="8" gap="3" justify="center" wrap="wrap">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={`/${lang}/`}>{common('actions.backHome')}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" size="lg">
          <RouterLink to={`/${lang}/doctor-list`}>
            {t('success.findDoctor')}
            <ArrowEndIcon />
          </RouterLink>
        </Button>
      </Flex>
    </Container>
  )
}
