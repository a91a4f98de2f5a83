import { Box, Button, Flex, Heading, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { useSession } from '../../lib/sessionContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { type Column, DataTable } from '../../components/DataTable'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import type { ApiFailure } from '../../lib/api'
import { describeFailure } from '../../lib/failure'
import { getUser } from '../../lib/session'
import { type Appointment, type AppointmentStatus, doctorLabel, listUserAppointments } from './api/appointment'
import { AppointmentStatusBadge } from './appointmentStatus'
import { AppointmentCards, AppointmentWhen } from './components/AppointmentCards'
import { skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })

interface Row {
  id: number
  number: number
  doctor: string
  date: string
  status: AppointmentStatus
  view: number
  appointment: Appointment
}

type ListState = { status: 'loading' } | { status: 'ready'; rows: Row[] } | { status: 'error'; failure: ApiFailure }

/** Newest booking first (the booking number grows with time). */
const toRows = (appointments: Appointment[]): Row[] =>
  [...appointments]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((a) => ({
      id: a.id,
      number: a.id,
      doctor: doctorLabel(a),
      date: a.appointmentDate,
      status: a.status,
      view: a.id,
      appointment: a,
    }))

/**
 * account-appointments: the patient's appointments (GET /appointment/user/{id}?size=500&page=0)
 * in the data table, newest first, each with a link to its details; below the md breakpoint a
 * list of cards instead, so a phone never scrolls sideways. "Your time" is the profile's zone
 * as it is now (a profile save re-renders the page).
 */
export default function AppointmentsPage() {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const [state, setState] = useState<ListState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useSession() // re-render when the stored user changes (a new time zone in the profile)
  const userId = getUser()?.id
  // Read at once (no server render here), so a wide screen never shows the cards first.
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false

  usePageMeta({ title: t('appointments.title'), description: t('appointments.description') })

  useEffect(() => {
    if (userId === undefined) {
      setState({ status: 'error', failure: { success: false, status: 401, message: 'UNAUTHORIZED', errors: [] } })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    listUserAppointments(userId, controller.signal)
      .then((result) =>
        setState(
          result.success
            ? { status: 'ready', rows: toRows(Array.isArray(result.content) ? result.content : []) }
            : { status: 'error', failure: result },
        ),
      )
      .catch(() => {
        /* aborted */
      })
    return () => controller.abort()
  }, [userId, attempt])

  const columns = useMemo<Column<Row>[]>(
    () => [
      { id: 'number', label: t('appointments.columns.number'), format: (_, row) => <bdi>#{row.number}</bdi> },
      { id: 'doctor', label: t('appointments.columns.doctor'), minWidth: 40 },
      {
        id: 'date',
        label: t('appointments.columns.date'),
        format: (_, row) => (
          <Box minW="44">
            <AppointmentWhen appointment={row.appointment} lang={lang} />
          </Box>
        ),
      },
      {
        id: 'status',
        label: t('appointments.columns.status'),
        format: (_, row) => <AppointmentStatusBadge status={row.status} />,
      },
      {
        id: 'view',
        label: t('appointments.columns.actions'),
        align: 'end',
        format: (_, row) => (
          <Button asChild size="xs" variant="outline" colorPalette="brand">
            <RouterLink
              to={`/${lang}/account-appointment-details?id=${row.id}`}
              aria-label={t('appointments.viewLabel', { id: row.id })}
            >
              {t('appointments.view')}
            </RouterLink>
          </Button>
        ),
      },
    ],
    [t, lang],
  )

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl" color="brand.900">
            {t('appointments.title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('appointments.intro')}
          </Text>
        </Box>
        <Button asChild colorPalette="brand">
          <RouterLink to={`/${lang}/doctor-list`}>{t('appointments.book')}</RouterLink>
        </Button>
      </Flex>
      {state.status === 'loading' && (
        <Stack gap="3" aria-busy="true" data-testid="appointments-loading">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h="10" />
          ))}
        </Stack>
      )}
      {state.status === 'error' && (
        <Box>
          <DismissibleAlert
            type="error"
            title={t('appointments.loadFailed')}
            message={describeFailure(state.failure, t, lang)}
          />
          <Button mt="3" variant="outline" colorPalette="brand" onClick={() => setAttempt((n) => n + 1)}>
            {t('actions.retry')}
          </Button>
        </Box>
      )}
      {state.status === 'ready' &&
        (narrow ? (
          <AppointmentCards appointments={state.rows.map((row) => row.appointment)} />
        ) : (
          <DataTable columns={columns} rows={state.rows} />
        ))}
    </Stack>
  )
}
