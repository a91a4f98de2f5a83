import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../../lib/LangContext'
import type { Lang } from '../../../lib/lang'
import { type Appointment, doctorLabel } from '../api/appointment'
import { appointmentTimes } from '../appointmentTime'
import { AppointmentStatusBadge } from '../appointmentStatus'

/** An appointment's time in Istanbul, with the patient's own clock below (or that they agree). */
export function AppointmentWhen({ appointment, lang }: { appointment: Appointment; lang: Lang }) {
  const { t } = useTranslation('travel')
  const times = appointmentTimes(appointment, lang, 'short')
  return (
    <Box data-testid="appointment-when">
      <Text>{times.istanbul}</Text>
      <Text fontSize="xs" color="fg.muted">
        {times.same ? t('appointments.istanbulAndYours') : t('appointments.yourTime', { time: times.patient })}
      </Text>
    </Box>
  )
}

/**
 * The appointments as a list of cards, for narrow screens where a table would scroll sideways:
 * each with its number, time (Istanbul and the patient's), doctor, status and details link.
 */
export function AppointmentCards({ appointments }: { appointments: readonly Appointment[] }) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  if (!appointments.length)
    return (
      <Text color="fg.muted" textAlign="center" py="6">
        {t('common:table.noData')}
      </Text>
    )
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="appointment-cards">
      {appointments.map((appointment) => (
        <Box as="li" key={appointment.id} borderWidth="1px" rounded="lg" p="4" minW="0" data-testid="appointment-card">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
            <Heading as="h2" size="sm">
              {t('appointments.columns.number')} <bdi>#{appointment.id}</bdi>
            </Heading>
            <AppointmentStatusBadge status={appointment.status} />
          </Flex>
          <AppointmentWhen appointment={appointment} lang={lang} />
          <Text mt="2" fontWeight="medium" overflowWrap="anywhere">
            {doctorLabel(appointment)}
          </Text>
          <Button asChild size="sm" variant="outline" colorPalette="brand" mt="3" w="full">
            <RouterLink
              to={`/${lang}/account-appointment-details?id=${appointment.id}`}
              aria-label={t('appointments.viewLabel', { id: appointment.id })}
            >
              {t('appointments.view')}
            </RouterLink>
          </Button>
        </Box>
      ))}
    </Stack>
  )
}
