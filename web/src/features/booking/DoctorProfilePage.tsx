import { Box, Button, Flex, Grid, Heading, Image, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { PageHero } from '../../components/PageHero'
import { userTimeZone } from '../../lib/session'
import { SlotPicker } from './SlotPicker'
import { SLOT_DAYS, useDoctorSlots } from './useDoctorSlots'
import { DOCTOR_QUERY, type Doctor } from './api/doctorQueries'
import { DoctorLoadError } from './DoctorLoadError'
import { DoctorAvatar, DoctorFacts } from './DoctorFacts'
import { DoctorNotFound } from './DoctorNotFound'
import { imageAttributes } from '../../lib/mediaImage'
import { doctorFullName, doctorPhoto } from './doctorFormat'
import { linkRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe, skeleton: skeletonRecipe })

function ProfileSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="10" aria-busy="true" data-testid="doctor-loading">
      <Skeleton h="80" rounded="xl" />
      <Stack gap="4">
        <Skeleton h="8" w="50%" />
        <SkeletonText noOfLines={5} />
      </Stack>
    </Grid>
  )
}

function DoctorSlots({ doctor }: { doctor: Doctor }) {
  const lang = useLang()
  const navigate = useNavigate()
  const { t } = useTranslation('booking')
  const timeZone = userTimeZone()
  const slots = useDoctorSlots(doctor.id, timeZone, lang)
  return (
    <Box as="section" aria-labelledby="slots-heading" data-testid="doctor-slots">
      <Heading as="h2" id="slots-heading" size="xl" mb="2" color="brand.900">
        {t('profile.slotsHeading')}
      </Heading>
      <Text color="gray.600" mb="4">
        {t('profile.slotsIntro', { days: SLOT_DAYS })}
      </Text>
      <SlotPicker
        slots={slots.slots}
        status={slots.status}
        failure={slots.failure}
        onRetry={slots.reload}
        timeZone={timeZone}
        labelledBy="slots-heading"
        emptyText={t('slots.none', { days: SLOT_DAYS })}
        onChange={(start) =>
          navigate(
            `/${lang}/patient-details?doctor=${encodeURIComponent(doctor.slug)}&slot=${encodeURIComponent(start)}`,
          )
        }
      />
    </Box>
  )
}

/** The photo fills the page's width on a phone, its first third (under 400 px) from `lg`. */
const PROFILE_PHOTO_SIZES = '(min-width: 1024px) 400px, 100vw'

function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const name = doctorFullName(doctor)
  // The original (or the size that fills the column), cropped around the focal point, else from the top (the face).
  const photo = doctorPhoto(doctor, { sizes: PROFILE_PHOTO_SIZES, src: 'original', fallbackPosition: 'top' })
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="10" data-doctor={doctor.slug}>
      <Stack gap="6">
        {photo ? (
          <Image
            {...imageAttributes(photo)}
            htmlWidth={photo.width}
            htmlHeight={photo.height}
            alt={t('doctor.photoAlt', { name })}
            rounded="xl"
            w="full"
            maxH="md"
            objectFit="cover"
          />
        ) : (
          <Flex justify="center" py="6">
            <DoctorAvatar doctor={doctor} />
          </Flex>
        )}
        <Box as="section" aria-labelledby="details-heading" borderWidth="1px" rounded="xl" p="5">
          <Heading as="h2" id="details-heading" size="lg" mb="4">
            {t('profile.details')}
          </Heading>
          <DoctorFacts
            doctor={doctor}
            orientation="vertical"
            providerLink={(providerName, slug) => (
              <Link asChild color="brand.700" fontWeight="semibold">
                <RouterLink to={`/${lang}/health-providers/${slug}`}>{providerName}</RouterLink>
              </Link>
            )}
          />
          {doctor.facility?.address && (
            <Text mt="3" fontSize="sm" color="gray.600" data-testid="facility-address">
              {doctor.facility.address}
            </Text>
          )}
        </Box>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={`/${lang}/patient-details?doctor=${encodeURIComponent(doctor.slug)}`}>
            {t('doctor.book')}
          </RouterLink>
        </Button>
      </Stack>
      <Stack gap="10">
        {doctor.bio && (
          <Box as="section" aria-labelledby="about-heading">
            <Heading as="h2" id="about-heading" size="xl" mb="3" color="brand.900">
              {t('profile.about')}
            </Heading>
            <Text fontSize="lg" lineHeight="tall" whiteSpace="pre-line" data-testid="doctor-bio">
              {doctor.bio}
            </Text>
          </Box>
        )}
        <DoctorSlots doctor={doctor} />
      </Stack>
    </Grid>
  )
}

/** doctor-profile?doctor={slug}: who the doctor is and their next free times. */
export default function DoctorProfilePage() {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const [params] = useSearchParams()
  const slug = params.get('doctor')?.trim() ?? ''
  const { data, loading, error, refetch } = useQuery<{ Doctors: { docs: Doctor[] } }>(DOCTOR_QUERY, {
    variables: { slug, locale: lang },
    skip: !slug,
  })
  const doctor = data?.Doctors.docs[0]
  const missing = !slug || (!loading && !error && data && !doctor)
  const title = doctor ? doctorFullName(doctor) : missing ? t('profile.notFound.title') : t('profile.title')
  usePageMeta({
    title: loading ? undefined : title,
    description: doctor ? [doctor.speciality?.name, doctor.provider?.name].filter(Boolean).join(' · ') : null,
  })

  return (
    <Box>
      <PageHero title={title} intro={doctor ? doctor.speciality?.name : null} />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        {missing ? (
          <DoctorNotFound />
        ) : error ? (
          <DoctorLoadError error={error} onRetry={() => void refetch()} />
        ) : doctor ? (
          <DoctorProfile doctor={doctor} />
        ) : (
          <ProfileSkeleton />
        )}
      </Box>
    </Box>
  )
}
