import { Avatar, Box, Button, Card, Flex, Heading, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { doctorFullName, initialsOf } from '@medtour/cms/shared/names'

import { useLang } from '../lib/LangContext'
import { imageAttributes, mediaImage } from '../lib/mediaImage'
import {
  RELATED_DOCTORS_LIMIT,
  RELATED_DOCTORS_QUERY,
  type RelatedDoctor,
  type RelatedDoctorsData,
} from '../lib/relatedDoctorsQuery'
import { ArrowEndIcon } from './icons'
import { avatarSlotRecipe, cardSlotRecipe, linkRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../lib/laterRecipes'

registerRecipes({ link: linkRecipe, skeleton: skeletonRecipe })
registerSlotRecipes({ avatar: avatarSlotRecipe, card: cardSlotRecipe })

function DoctorCard({ doctor }: { doctor: RelatedDoctor }) {
  const lang = useLang()
  const { t } = useTranslation()
  const name = doctorFullName(doctor)
  // An `xl` avatar (48 px): the thumbnail, cropped around the focal point.
  const photo = mediaImage(doctor.photo, { sizes: '48px', src: 'thumbnail' })
  const slug = encodeURIComponent(doctor.slug)
  return (
    <Card.Root as="article" variant="outline" data-testid="related-doctor" data-doctor={doctor.slug}>
      <Card.Body gap="3">
        <Flex gap="4" align="center">
          <Avatar.Root size="xl" colorPalette="brand" flexShrink={0}>
            <Avatar.Fallback>{initialsOf(doctor.name)}</Avatar.Fallback>
            {photo && <Avatar.Image {...imageAttributes(photo)} alt={t('relatedDoctors.photoAlt', { name })} />}
          </Avatar.Root>
          <Box minW="0">
            <Heading as="h3" size="md">
              <Link asChild color="brand.700">
                <RouterLink to={`/${lang}/doctor-profile?doctor=${slug}`}>{name}</RouterLink>
              </Link>
            </Heading>
            {doctor.speciality && (
              <Text fontSize="sm" color="fg.muted">
                {doctor.speciality.name}
              </Text>
            )}
          </Box>
        </Flex>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink
            to={`/${lang}/patient-details?doctor=${slug}`}
            aria-label={t('relatedDoctors.bookWith', { name })}
          >
            {t('relatedDoctors.book')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

interface RelatedDoctorsProps {
  heading: string
  /** The GraphQL `where` of the doctors; null when none can match (a city without facilities). */
  where: Record<string, unknown> | null
  /** The doctor list filtered the same way (`?provider=` or `?city=` with the slug it reads). */
  seeAllHref: string
}

/**
 * "Doctors at this provider" / "Doctors in this city": a few doctors (name, speciality, photo)
 * leading to their profile and to booking, and "See all" to the doctor list filtered alike, so
 * a provider or city page never ends the patient's way. Nothing shows if the CMS cannot answer:
 * the page around it stands on its own.
 */
export function RelatedDoctors({ heading, where, seeAllHref }: RelatedDoctorsProps) {
  const lang = useLang()
  const { t } = useTranslation()
  const headingId = useId()
  const { data, loading, error } = useQuery<RelatedDoctorsData>(RELATED_DOCTORS_QUERY, {
    variables: { where, limit: RELATED_DOCTORS_LIMIT, locale: lang },
    skip: where === null,
  })
  if (error) return null
  const doctors = data?.Doctors.docs ?? []
  return (
    <Box as="section" mt="12" aria-labelledby={headingId} data-testid="related-doctors">
      <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" mb="6">
        <Heading id={headingId} as="h2" size="2xl" color="brand.900">
          {heading}
        </Heading>
        {doctors.length > 0 && (
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={seeAllHref}>
              {t('relatedDoctors.seeAll')}
              <ArrowEndIcon />
            </RouterLink>
          </Link>
        )}
      </Flex>
      {loading ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true" data-testid="related-doctors-loading">
          <Skeleton h="32" />
          <Skeleton h="32" />
          <Skeleton h="32" />
        </SimpleGrid>
      ) : doctors.length === 0 ? (
        <Text color="fg.muted">
          {t('relatedDoctors.none')}{' '}
          <Link asChild color="brand.700">
            <RouterLink to={`/${lang}/doctor-list`}>{t('relatedDoctors.findDoctor')}</RouterLink>
          </Link>
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {doctors.map((doctor) => (
            <DoctorCard key={doctor.id} doctor={doctor} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  )
}
