import { Container, Heading, Text, VStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { RecipeButton } from '../../components/RecipeButton'
import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'

interface Props {
  code: string | number
  message: string
  description: string
}

/** The generic error page (spec §2, §8): a code, a message, a description and Back to Home. */
export function ErrorPage({ code, message, description }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  usePageMeta({ title: message, description })
  return (
    <Container maxW="3xl" py={{ base: '32', md: '40' }} textAlign="center">
      <VStack gap="5">
        <Text
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="bold"
          color="brand.700"
          lineHeight="1"
          data-testid="error-code"
        >
          {code}
        </Text>
        <Heading as="h1" size="2xl">
          {message}
        </Heading>
        <Text color="gray.600" fontSize="lg">
          {description}
        </Text>
        <RecipeButton asChild colorPalette="brand" size="lg">
          <RouterLink to={`/${lang}/`}>{t('actions.backHome')}</RouterLink>
        </RecipeButton>
      </VStack>
    </Container>
  )
}

export function NotFoundPage() {
  const { t } = useTranslation()
  return <ErrorPage code={404} message={t('errors.notFound.message')} description={t('errors.notFound.description')} />
}

export function ServerErrorPage() {
  const { t } = useTranslation()
  return <ErrorPage code={500} message={t('errors.server.message')} description={t('errors.server.description')} />
}
