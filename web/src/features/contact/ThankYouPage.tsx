import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { CheckIcon } from '../../components/icons'

/** After the contact form (spec §2): 'Thank You!', the message and Back to Home. */
export default function ThankYouPage() {
  const lang = useLang()
  const { t } = useTranslation('contact')
  const { t: common } = useTranslation()
  usePageMeta({ title: t('thankYou.title'), description: t('thankYou.message') })
  return (
    <Container maxW="2xl" py={{ base: '32', md: '40' }} textAlign="center">
      <VStack gap="5">
        <CheckIcon boxSize="16" color="green.500" />
        <Heading as="h1" size="3xl">
          {t('thankYou.title')}
        </Heading>
        <Text fontSize="lg" color="gray.600">
          {t('thankYou.message')}
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={`/${lang}/`}>{common('actions.backHome')}</RouterLink>
        </Button>
      </VStack>
    </Container>
  )
}
