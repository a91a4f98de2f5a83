import { Container, Heading } from '@chakra-ui/react'

/** Placeholder: being built (issue 5). */
export default function TravelSuccessPage() {
  return (
    <Container maxW="4xl" py="32">
      <Heading as="h1">TravelSuccessPage</Heading>
    </Container>
  )
}
