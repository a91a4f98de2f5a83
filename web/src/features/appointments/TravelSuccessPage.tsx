import { Box, Button, Circle, Container, Flex, Heading, Text, VStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { useSession } from '../../lib/sessionContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { CheckIcon } from '../../components/icons'
import { parseAppointmentId } from './api/appointment'

/**
 * travel-success (spec §2): 'Successfully Added Your Travel Preferences!', then 'Appointment
 * booked with id#' and the appointmentId of the navigation state, and Back to Home. Opened
 * without that state (typed in, a bookmark) it claims nothing and points to the appointments.
 */
export default function TravelSuccessPage() {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const { loggedIn } = useSession()
  const location = useLocation()
  const id = parseAppointmentId((location.state as { appointmentId?: unknown } | null)?.appointmentId)

  usePageMeta({
    title: id === null ? t('success.emptyTitle') : t('success.title'),
    description: t('success.description'),
  })

  return (
    <Container maxW="3xl" py={{ base: '32', md: '40' }} textAlign="center">
      <VStack gap="5">
        {id !== null && (
          <Circle size="20" bg="green.100" color="green.700" fontSize="4xl" aria-hidden>
            <CheckIcon />
          </Circle>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
          {id === null ? t('success.emptyTitle') : t('success.title')}
        </Heading>
        {id !== null ? (
          <Text fontSize="lg" data-testid="travel-success-id">
            {t('success.bookedWithId')}{' '}
            <Box as="bdi" fontWeight="bold">
              {id}
            </Box>
          </Text>
        ) : (
          <Text fontSize="lg" color="fg.muted">
            {t('success.emptyMessage')}
          </Text>
        )}
        {id !== null && <Text color="fg.muted">{t('success.next')}</Text>}
        <Flex gap="3" wrap="wrap" justify="center" pt="2">
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={`/${lang}/`}>{t('common:actions.backHome')}</RouterLink>
          </Button>
          {loggedIn && (
            <Button asChild variant="outline" colorPalette="brand" size="lg">
              <RouterLink
                to={id === null ? `/${lang}/account-appointments` : `/${lang}/account-appointment-details?id=${id}`}
              >
                {id === null ? t('survey.myAppointments') : t('survey.viewAppointment')}
              </RouterLink>
            </Button>
          )}
        </Flex>
      </VStack>
    </Container>
  )
}
