import { Box, Card, Container, Heading, Spinner, Stack, Text, VStack, chakra } from '@chakra-ui/react'
import { type ReactNode, useEffect, useRef } from 'react'

import { usePageMeta } from '../../lib/usePageMeta'
import { CheckIcon } from '../../components/icons'
import { PageHero } from '../../components/PageHero'
import { cardSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ card: cardSlotRecipe })

/** The frame of the sign-up, login and password screens: the page banner and a centred card. */
export function AuthScreen({
  title,
  description,
  width = 'lg',
  children,
}: {
  title: string
  description: string
  width?: 'md' | 'lg' | 'xl' | '2xl' | '3xl'
  children: ReactNode
}) {
  usePageMeta({ title, description })
  return (
    <>
      <PageHero title={title} />
      <Container maxW={width} py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
        <Card.Root variant="elevated">
          <Card.Body p={{ base: '5', md: '8' }}>{children}</Card.Body>
        </Card.Root>
      </Container>
    </>
  )
}

const WarningIcon = () => (
  <chakra.svg viewBox="0 0 24 24" boxSize="14" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 17h.01" strokeLinecap="round" />
  </chakra.svg>
)

/**
 * An outcome of an account step (sent, activated, link invalid…): an icon, a heading that takes
 * the focus so screen readers announce it, a message and what to do next.
 */
export function StatusPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'error'
  title: string
  children?: ReactNode
  actions?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [title])
  return (
    <VStack gap="4" textAlign="center" data-testid="status-panel" data-tone={tone}>
      <Box color={tone === 'success' ? 'green.500' : 'orange.500'}>
        {tone === 'success' ? <CheckIcon boxSize="14" /> : <WarningIcon />}
      </Box>
      <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
        {title}
      </Heading>
      {children && (
        <Stack gap="3" color="fg.muted" fontSize="md">
          {children}
        </Stack>
      )}
      {actions && (
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          justify="center"
          pt="2"
          w={{ base: 'full', sm: 'auto' }}
        >
          {actions}
        </Stack>
      )}
    </VStack>
  )
}

/** A spinner with what is happening, announced politely. */
export function BusyState({ label }: { label: string }) {
  return (
    <VStack gap="4" py="6" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.500" />
      <Text color="fg.muted">{label}</Text>
    </VStack>
  )
}
