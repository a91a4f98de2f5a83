import { Box, Grid, Heading, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { PageHero } from '../../components/PageHero'
import { getUser } from '../../lib/session'
import { DOCTOR_QUERY, type Doctor } from './api/doctorQueries'
import { DoctorLoadError } from './DoctorLoadError'
import { DoctorSummary } from './DoctorFacts'
import { doctorFullName } from './doctorFormat'
import { DoctorNotFound } from './DoctorNotFound'
import { BookingForm } from './BookingForm'
import { linkRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe, skeleton: skeletonRecipe })

function PatientCard() {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const user = getUser()
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ')
  return (
    <Box as="section" aria-labelledby="patient-heading" borderWidth="1px" rounded="xl" p="5" data-testid="patient-card">
      <Heading as="h2" id="patient-heading" size="md" mb="3">
        {t('form.patientHeading')}
      </Heading>
      <Stack gap="1" fontSize="sm">
        {name && <Text fontWeight="semibold">{name}</Text>}
        {user?.email && (
          <Text>
            <span dir="ltr">{user.email}</span>
          </Text>
        )}
        <Link asChild color="brand.700" mt="2">
          <RouterLink to={`/${lang}/account-profile`}>{t('form.editProfile')}</RouterLink>
        </Link>
      </Stack>
    </Box>
  )
}

/** patient-details?doctor={slug}[&slot=ISO]: the booking form (signed-in patients only, see routes). */
export default function PatientDetailsPage() {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const [params] = useSearchParams()
  const slug = params.get('doctor')?.trim() ?? ''
  const slot = params.get('slot')
  usePageMeta({ title: t('form.title'), description: t('form.description') })
  const { data, loading, error, refetch } = useQuery<{ Doctors: { docs: Doctor[] } }>(DOCTOR_QUERY, {
    variables: { slug, locale: lang },
    skip: !slug,
  })
  const doctor = data?.Doctors.docs[0]
  const missing = !slug || (!loading && !error && data && !doctor)

  return (
    <Box>
      <PageHero title={t('form.title')} intro={doctor ? t('form.intro', { doctor: doctorFullName(doctor) }) : null} />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        {missing ? (
          <DoctorNotFound />
        ) : error ? (
          <DoctorLoadError error={error} onRetry={() => void refetch()} />
        ) : !doctor ? (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" aria-busy="true" data-testid="doctor-loading">
            <SkeletonText noOfLines={8} />
            <Skeleton h="40" rounded="xl" />
          </Grid>
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="10">
            {/* The form (its first part is the time picker) comes first: on a phone the patient
                reaches the free times at once; the doctor and their own details follow. */}
            <Box gridColumn={{ lg: 1 }} gridRow={{ lg: 1 }} data-testid="booking-main">
              <BookingForm doctor={doctor} requestedSlot={slot} />
            </Box>
            <Stack
              as="aside"
              gap="6"
              gridColumn={{ lg: 2 }}
              gridRow={{ lg: 1 }}
              alignSelf="flex-start"
              position={{ lg: 'sticky' }}
              top={{ lg: '24' }}
            >
              <Box as="section" aria-labelledby="doctor-heading" borderWidth="1px" rounded="xl" p="5">
                <Heading as="h2" id="doctor-heading" size="md" mb="3">
                  {t('form.doctorHeading')}
                </Heading>
                <Text fontWeight="bold" fontSize="lg" mb="3" data-testid="doctor-name">
                  {doctorFullName(doctor)}
                </Text>
                <DoctorSummary doctor={doctor} />
                <Link asChild color="brand.700" mt="3" fontSize="sm">
                  <RouterLink to={`/${lang}/doctor-profile?doctor=${encodeURIComponent(doctor.slug)}`}>
                    {t('doctor.viewProfile')}
                  </RouterLink>
                </Link>
              </Box>
              <PatientCard />
            </Stack>
          </Grid>
        )}
      </Box>
    </Box>
  )
}
