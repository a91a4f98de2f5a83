import { Box, Button, DataList, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { ChevronStartIcon } from '../../components/icons'
import {
  type Appointment,
  doctorLabel,
  exportUrls,
  hasTravelPreferences,
  isClosed,
  parseAppointmentId,
} from './api/appointment'
import { useAppointment } from './api/useAppointment'
import { appointmentTimes, formatInZone, patientZoneOf } from './appointmentTime'
import { LoadFailedNotice, LoadingBlock } from './components/SurveyNotice'
import { TravelPreferencesSummary } from './components/TravelPreferencesSummary'
import { AppointmentAttachments } from './appointmentAttachments'
import { CancelAppointment } from './appointmentCancel'
import { RescheduleAppointment } from './appointmentReschedule'
import { useDownloads } from './appointmentDownloads'
import { AppointmentSection } from './appointmentSection'
import { AppointmentStatusBadge } from './appointmentStatus'
import { dataListSlotRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ dataList: dataListSlotRecipe })

function BackToList() {
  const lang = useLang()
  const { t } = useTranslation('travel')
  return (
    <Link asChild color="brand.600" fontSize="sm" fontWeight="medium">
      <RouterLink to={`/${lang}/account-appointments`}>
        <ChevronStartIcon />
        {t('details.back')}
      </RouterLink>
    </Link>
  )
}

function NotFound() {
  const lang = useLang()
  const { t } = useTranslation('travel')
  return (
    <Stack gap="4" align="flex-start" data-testid="appointment-not-found">
      <Heading as="h1" size="2xl" color="brand.900">
        {t('details.notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('details.notFound.message')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={`/${lang}/account-appointments`}>{t('details.back')}</RouterLink>
      </Button>
    </Stack>
  )
}

function Details({ appointment, onChange }: { appointment: Appointment; onChange: (a: Appointment | null) => void }) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const { busy, failure, download, dismiss } = useDownloads()
  const [notice, setNotice] = useState<string | null>(null)
  const times = appointmentTimes(appointment, lang)
  const urls = exportUrls(appointment.id)
  const closed = isClosed(appointment)
  const hasTravel = hasTravelPreferences(appointment.travelPreferences)
  const canCancel = appointment.allowedTransitions.includes('CANCELLED')

  // The label stays the button's name while its spinner hides the text.
  const exportButton = (key: 'details' | 'travel' | 'calendar', fileName: string) => (
    <Button
      variant="outline"
      colorPalette="brand"
      aria-label={t(`details.exports.${key}`)}
      aria-busy={busy === key}
      loading={busy === key}
      disabled={busy !== null && busy !== key}
      onClick={() => void download(key, urls[key], fileName)}
    >
      {t(`details.exports.${key}`)}
    </Button>
  )

  return (
    <Stack gap="8">
      <Box>
        <BackToList />
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="2">
          <Heading as="h1" size="2xl" color="brand.900">
            {t('details.title', { id: appointment.id })}
          </Heading>
          <AppointmentStatusBadge status={appointment.status} size="lg" />
        </Flex>
      </Box>
      {notice && <DismissibleAlert type="success" title={notice} onDismiss={() => setNotice(null)} />}
      {failure && (
        <DismissibleAlert type="error" title={t('details.downloadFailed')} message={failure} onDismiss={dismiss} />
      )}

      <AppointmentSection title={t('details.sections.appointment')} testId="appointment-facts">
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('brief.doctor')}</DataList.ItemLabel>
            <DataList.ItemValue>{doctorLabel(appointment) || t('details.unknownDoctor')}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('brief.istanbulTime')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="time-istanbul">{times.istanbul}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('brief.yourTime', { zone: times.zoneName })}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="time-patient">{times.patient}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('details.duration')}</DataList.ItemLabel>
            <DataList.ItemValue>{t('details.minutes', { value: appointment.durationMinutes })}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('details.status')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <AppointmentStatusBadge status={appointment.status} />
            </DataList.ItemValue>
          </DataList.Item>
          {appointment.statusReason ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('details.statusReason')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="status-reason" dir="auto" whiteSpace="pre-wrap">
                {appointment.statusReason}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel>{t('details.bookedOn')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {formatInZone(appointment.createdAt, patientZoneOf(appointment), lang)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('details.notes')}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
              {appointment.notes?.trim() ? <bdi>{appointment.notes.trim()}</bdi> : t('details.noNotes')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </AppointmentSection>

      <AppointmentSection title={t('details.sections.attachments')}>
        <AppointmentAttachments attachments={appointment.attachments} busy={busy} onDownload={download} />
      </AppointmentSection>

      <AppointmentSection
        title={t('details.sections.travel')}
        testId="appointment-travel"
        action={
          !closed && (
            <Button asChild size="sm" colorPalette="brand" variant={hasTravel ? 'outline' : 'solid'}>
              <RouterLink
                to={`/${lang}/services-survey?appointment=${appointment.id}`}
                state={{ appointmentId: appointment.id }}
              >
                {hasTravel ? t('details.travelEdit') : t('details.travelAdd')}
              </RouterLink>
            </Button>
          )
        }
      >
        {hasTravel && appointment.travelPreferences ? (
          <TravelPreferencesSummary preferences={appointment.travelPreferences} headingLevel={3} />
        ) : (
          <Text color="fg.muted">{closed ? t('details.travelNoneClosed') : t('details.travelNone')}</Text>
        )}
      </AppointmentSection>

      <AppointmentSection title={t('details.sections.exports')}>
        <Text color="fg.muted" mb="4">
          {t('details.exportsIntro')}
        </Text>
        <Flex gap="3" wrap="wrap">
          {exportButton('details', `appointment-${appointment.id}-details.pdf`)}
          {exportButton('travel', `appointment-${appointment.id}-travel-preferences.pdf`)}
          {exportButton('calendar', `appointment-${appointment.id}.ics`)}
        </Flex>
      </AppointmentSection>

      {canCancel && (
        <AppointmentSection title={t('details.sections.manage')}>
          <Text color="fg.muted" mb="4">
            {t('details.cancel.intro')}
          </Text>
          <Flex gap="3" wrap="wrap" align="center">
            <RescheduleAppointment
              appointment={appointment}
              onRescheduled={(updated) => {
                setNotice(
                  t(updated.status === 'PENDING' ? 'details.reschedule.donePending' : 'details.reschedule.done'),
                )
                onChange(updated)
              }}
            />
            <CancelAppointment
              appointment={appointment}
              onCancelled={(updated) => {
                setNotice(t('details.cancel.done'))
                onChange(updated)
              }}
            />
          </Flex>
        </AppointmentSection>
      )}
    </Stack>
  )
}

/**
 * account-appointment-details (`?id=`): the appointment (GET /appointment/{id}) with its times in
 * Istanbul and the patient's zone, files, travel preferences, exports and cancelling.
 */
export default function AppointmentDetailsPage() {
  const { t } = useTranslation('travel')
  const [params] = useSearchParams()
  const id = parseAppointmentId(params.get('id'))
  const { state, reload, replace } = useAppointment(id)

  usePageMeta({
    title: id === null || state.status === 'notFound' ? t('details.notFound.title') : t('details.title', { id }),
    description: t('details.description'),
  })

  if (id === null || state.status === 'notFound') return <NotFound />
  if (state.status === 'loading') return <LoadingBlock />
  if (state.status === 'error')
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl" color="brand.900">
          {t('details.title', { id })}
        </Heading>
        <LoadFailedNotice failure={state.failure} onRetry={reload} />
      </Stack>
    )
  return (
    <Details
      key={state.appointment.id}
      appointment={state.appointment}
      onChange={(updated) => (updated ? replace(updated) : reload())}
    />
  )
}
