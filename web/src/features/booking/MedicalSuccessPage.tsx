import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { userTimeZone } from '../../lib/session'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { PageHero } from '../../components/PageHero'
import type { BookingSuccessState } from './BookingForm'
import { ISTANBUL, bookingDate, offsetLabel, patientClock, timeIn } from './slotTimes'
import { linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })

/** The navigation state when it holds what the page needs (spec §2/§3), else null. */
export const successStateOf = (state: unknown): BookingSuccessState | null => {
  const s = state as Partial<BookingSuccessState> | null | undefined
  const name = s?.values?.doctorData?.doc_name
  const date = s?.values?.appointmentDate
  if (!name || !date || !Number.isFinite(Date.parse(date))) return null
  if (s.appointmentId === undefined || s.appointmentId === null || s.appointmentId === '') return null
  return s as BookingSuccessState
}

/** The booked time in Istanbul and on the patient's clock (with the day when it differs). */
function BookedTimes({ iso }: { iso: string }) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const zone = userTimeZone()
  const istanbul = timeIn(iso, ISTANBUL)
  const patient = patientClock(iso, zone, lang)
  return (
    <Text fontWeight="semibold" data-testid="booking-times">
      {patient === istanbul
        ? t('success.timesSame', { istanbul })
        : t('success.times', { istanbul, patient, offset: offsetLabel(zone, lang, iso) })}
    </Text>
  )
}

/**
 * medical-success (spec §2): the booking from the navigation state (booked, not yet confirmed by
 * the clinic: a new booking is pending), its date and time in Istanbul and on the patient's
 * clock, then the offer of extra services. Reached without that state (typed in, or shared), it
 * shows none of this, only the ways to the patient's appointments and home.
 */
export default function MedicalSuccessPage() {
  const lang = useLang()
  const navigate = useNavigate()
  const { t } = useTranslation('booking')
  const { state } = useLocation()
  const success = successStateOf(state)
  usePageMeta({
    title: success ? t('success.title') : t('success.neutral.title'),
    description: t('success.description'),
  })

  if (!success)
    return (
      <Box>
        <PageHero title={t('success.neutral.title')} />
        <Stack
          maxW="3xl"
          mx="auto"
          px={{ base: '4', md: '6' }}
          py="12"
          gap="6"
          align="center"
          textAlign="center"
          data-testid="success-neutral"
        >
          <Text fontSize="lg">{t('success.neutral.message')}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="brand">
              <RouterLink to={`/${lang}/account-appointments`}>{t('success.neutral.appointments')}</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={`/${lang}/`}>{t('common:actions.backHome')}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Box>
    )

  const id = success.appointmentId
  return (
    <Box>
      <PageHero title={t('success.title')} />
      <Stack maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="12" gap="10" data-testid="booking-success">
        <DismissibleAlert
          type="success"
          title={t('success.booked')}
          message={t('success.details', {
            doctor: success.values.doctorData.doc_name,
            date: bookingDate(success.values.appointmentDate),
            id,
          })}
        />
        <Stack gap="2" data-testid="booking-pending">
          <BookedTimes iso={success.values.appointmentDate} />
          <Text color="fg.muted">{t('success.pending')}</Text>
        </Stack>
        <Box
          as="section"
          aria-labelledby="extras-heading"
          borderWidth="1px"
          rounded="xl"
          p={{ base: '6', md: '8' }}
          textAlign="center"
        >
          <Heading as="h2" id="extras-heading" size="lg" mb="6">
            {t('success.extras')}
          </Heading>
          <Stack gap="4" align="center">
            <Button
              colorPalette="brand"
              size="lg"
              onClick={() =>
                navigate(`/${lang}/services-survey?appointment=${encodeURIComponent(String(id))}`, {
                  state: { appointmentId: id },
                })
              }
            >
              {t('success.showMe')}
            </Button>
            <Link asChild color="brand.700">
              <RouterLink to={`/${lang}/`}>{t('success.later')}</RouterLink>
            </Link>
          </Stack>
        </Box>
      </Stack>
    </Box>
  )
}
