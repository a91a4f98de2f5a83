import { Container, Heading, Text, VStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { RecipeButton } from '../../components/RecipeButton'
import type { ChunkLoadError } from '../../lib/chunks'

/** A part of the site failed to download: say so in the visitor's language and offer a reload. */
export function ChunkErrorPage({ error, onReload }: { error: ChunkLoadError; onReload: () => void }) {
  const { t } = useTranslation()
  return (
    <Container maxW="2xl" py="32" textAlign="center" role="alert">
      <VStack gap="5">
        <Heading as="h1" size="2xl">
          {t('errors.chunk.title')}
        </Heading>
        <Text color="gray.600" fontSize="lg">
          {t(error.type === 'timeout' ? 'errors.chunk.timeout' : 'errors.chunk.description')}
        </Text>
        <RecipeButton colorPalette="brand" size="lg" onClick={onReload}>
          {t('actions.reload')}
        </RecipeButton>
        {/* Chakra's Code recipe is the badge's: not worth its weight in every page's first load. */}
        <Text
          as="code"
          fontFamily="mono"
          fontSize="xs"
          bg="gray.100"
          color="gray.800"
          px="1.5"
          borderRadius="l2"
          dir="ltr"
        >
          {error.message} ({error.type})
        </Text>
      </VStack>
    </Container>
  )
}
