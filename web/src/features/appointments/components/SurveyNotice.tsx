import { Box, Button, Center, Flex, Heading, Spinner, Text, VisuallyHidden } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../../lib/LangContext'
import { DismissibleAlert } from '../../../components/DismissibleAlert'
import type { ApiFailure } from '../../../lib/api'
import { describeFailure } from '../../../lib/failure'

/** A stop on the way (no appointment, not found, closed): what happened and where to go. */
export function SurveyNotice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="lg" p={{ base: '6', md: '8' }} bg="gray.50" data-testid="survey-notice">
      <Heading as="h2" size="xl" mb="2" color="brand.900">
        {title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {message}
      </Text>
      <Flex gap="3" wrap="wrap">
        {children}
      </Flex>
    </Box>
  )
}

/** A link to the patient's appointments (the way out of every stop). */
export function MyAppointmentsButton({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  return (
    <Button asChild colorPalette="brand" variant={variant}>
      <RouterLink to={`/${lang}/account-appointments`}>{t('survey.myAppointments')}</RouterLink>
    </Button>
  )
}

export const NoAppointmentNotice = () => {
  const { t } = useTranslation('travel')
  return (
    <SurveyNotice title={t('survey.noAppointment.title')} message={t('survey.noAppointment.message')}>
      <MyAppointmentsButton />
    </SurveyNotice>
  )
}

export const NotFoundNotice = () => {
  const { t } = useTranslation('travel')
  return (
    <SurveyNotice title={t('survey.notFound.title')} message={t('survey.notFound.message')}>
      <MyAppointmentsButton />
    </SurveyNotice>
  )
}

export const ClosedNotice = ({ appointmentId }: { appointmentId: number }) => {
  const lang = useLang()
  const { t } = useTranslation('travel')
  return (
    <SurveyNotice title={t('survey.closed.title')} message={t('survey.closed.message')}>
      <Button asChild colorPalette="brand">
        <RouterLink to={`/${lang}/account-appointment-details?id=${appointmentId}`}>
          {t('survey.viewAppointment')}
        </RouterLink>
      </Button>
      <MyAppointmentsButton variant="outline" />
    </SurveyNotice>
  )
}

/** Reading the appointment failed (not a 404): the reason and a retry. */
export const LoadFailedNotice = ({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) => {
  const lang = useLang()
  const { t } = useTranslation('travel')
  return (
    <Box>
      <DismissibleAlert type="error" title={t('survey.loadFailed')} message={describeFailure(failure, t, lang)} />
      <Flex gap="3" mt="4" wrap="wrap">
        <Button colorPalette="brand" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
        <MyAppointmentsButton variant="outline" />
      </Flex>
    </Box>
  )
}

export const LoadingBlock = () => {
  const { t } = useTranslation('travel')
  return (
    <Center py="16" role="status" aria-busy="true" data-testid="survey-loading">
      <Spinner size="lg" color="brand.700" borderWidth="3px" />
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
    </Center>
  )
}
