import { Badge, Button, Card, Flex, Image, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import type { DoctorCard } from './api/doctorQueries'
import { DoctorAvatar, DoctorFacts } from './DoctorFacts'
import { imageAttributes } from '../../lib/mediaImage'
import { doctorFullName, doctorPhoto } from './doctorFormat'
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe })
registerSlotRecipes({ card: cardSlotRecipe })

/** A result's photo: one card a row on a phone, two from `md`, three from `lg` in a 7xl (1280 px) page. */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'

/** One search result: photo, title and name, where and what, and the two ways on. */
export function DoctorResultCard({ doctor }: { doctor: DoctorCard }) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const name = doctorFullName(doctor)
  // Without a focal point the crop keeps the top of the photo (the face), as it always did.
  const photo = doctorPhoto(doctor, { sizes: CARD_SIZES, fallbackPosition: 'top' })
  return (
    <Card.Root as="article" variant="elevated" overflow="hidden" data-testid="doctor-card" data-doctor={doctor.slug}>
      {photo ? (
        <Image
          {...imageAttributes(photo)}
          alt={t('doctor.photoAlt', { name })}
          h="56"
          w="full"
          objectFit="cover"
          loading="lazy"
        />
      ) : (
        <Flex h="56" align="center" justify="center" bg="brand.50">
          <DoctorAvatar doctor={doctor} />
        </Flex>
      )}
      <Card.Body gap="3">
        <Stack gap="1">
          <Card.Title as="h2" fontSize="xl">
            {name}
          </Card.Title>
          {doctor.speciality && (
            <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">
              {doctor.speciality.name}
            </Badge>
          )}
        </Stack>
        <DoctorFacts doctor={doctor} facts={['provider', 'location', 'languages', 'experience', 'price']} />
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <Button asChild variant="outline" colorPalette="brand" flex="1">
          <RouterLink
            to={`/${lang}/doctor-profile?doctor=${encodeURIComponent(doctor.slug)}`}
            aria-label={t('doctor.viewProfileOf', { name })}
          >
            {t('doctor.viewProfile')}
          </RouterLink>
        </Button>
        <Button asChild colorPalette="brand" flex="1">
          <RouterLink
            to={`/${lang}/patient-details?doctor=${encodeURIComponent(doctor.slug)}`}
            aria-label={t('doctor.bookWith', { name })}
          >
            {t('doctor.book')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
