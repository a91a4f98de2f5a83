import { Center, Spinner } from '@chakra-ui/react'

/** Shown while a page (its code or its content) loads (spec §2). */
export function FullScreenSpinner() {
  return (
    <Center position="fixed" inset="0" zIndex="overlay" bg="whiteAlpha.800" data-testid="page-spinner" aria-busy="true">
      <Spinner size="xl" color="brand.700" borderWidth="4px" />
    </Center>
  )
}
