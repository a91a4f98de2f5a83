import { Box, Flex, Heading } from '@chakra-ui/react'
import { type ReactNode, useId } from 'react'

/** A titled block of the appointment details, with an optional action at its end. */
export function AppointmentSection({
  title,
  action,
  children,
  testId,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
  testId?: string
}) {
  const id = useId()
  return (
    <Box as="section" aria-labelledby={id} data-testid={testId} borderTopWidth="1px" pt="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id={id} size="xl" color="brand.900">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  )
}
