import { Avatar, DataList, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import type { DoctorCard } from './api/doctorQueries'
import { imageAttributes } from '../../lib/mediaImage'
import { doctorFullName, doctorPhoto, initialsOf, joinList, languageNames } from './doctorFormat'
import { avatarSlotRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ avatar: avatarSlotRecipe, dataList: dataListSlotRecipe })

/** '€150' in English, '150 €' in Arabic (the site's Latin digits); null when the price is on request. */
export const consultationPrice = (doctor: Pick<DoctorCard, 'consultationFee'>, lang: string) => {
  const fee = doctor.consultationFee
  if (fee?.amount == null) return null
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    style: 'currency',
    currency: fee.currency || 'EUR',
    maximumFractionDigits: 0,
  }).format(fee.amount)
}

/** How wide an avatar of each size is (Chakra's `--avatar-size`: sizes.11, 12 and 16). */
const AVATAR_SIZES = { lg: '44px', xl: '48px', '2xl': '64px' } as const

/** A doctor's photo, or their initials while there is none. */
export function DoctorAvatar({ doctor, size = '2xl' }: { doctor: DoctorCard; size?: 'lg' | 'xl' | '2xl' }) {
  const { t } = useTranslation('booking')
  const name = doctorFullName(doctor)
  const photo = doctorPhoto(doctor, { sizes: AVATAR_SIZES[size] })
  return (
    <Avatar.Root size={size} colorPalette="brand" flexShrink={0}>
      <Avatar.Fallback>{initialsOf(doctor.name)}</Avatar.Fallback>
      {photo && <Avatar.Image {...imageAttributes(photo)} alt={t('doctor.photoAlt', { name })} />}
    </Avatar.Root>
  )
}

type Fact = 'speciality' | 'provider' | 'location' | 'languages' | 'experience' | 'price'

/** Speciality, provider, place, languages and experience as a labelled list (cards and profile). */
export function DoctorFacts({
  doctor,
  facts = ['speciality', 'provider', 'location', 'languages', 'experience', 'price'],
  providerLink,
  orientation = 'horizontal',
}: {
  doctor: DoctorCard
  facts?: Fact[]
  /** Renders the provider name as a link (the profile links to the provider's page). */
  providerLink?: (name: string, slug: string) => ReactNode
  orientation?: 'horizontal' | 'vertical'
}) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const city = doctor.facility?.city?.name
  const location = [doctor.facility?.name, city].filter(Boolean).join(', ')
  const languages = languageNames(doctor.languages, lang)
  const values: Record<Fact, ReactNode> = {
    speciality: doctor.speciality?.name,
    provider:
      doctor.provider &&
      (providerLink ? providerLink(doctor.provider.name, doctor.provider.slug) : doctor.provider.name),
    location: location || null,
    languages: languages.length ? joinList(languages, lang) : null,
    experience:
      doctor.yearsOfExperience != null ? t('doctor.experienceYears', { count: doctor.yearsOfExperience }) : null,
    price: consultationPrice(doctor, lang) ?? t('doctor.priceOnRequest'),
  }
  return (
    <DataList.Root orientation={orientation} size="sm" gap="2">
      {facts
        .filter((fact) => values[fact])
        .map((fact) => (
          <DataList.Item key={fact} data-fact={fact}>
            <DataList.ItemLabel minW="28">{t(`doctor.${fact}`)}</DataList.ItemLabel>
            <DataList.ItemValue>{values[fact]}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  )
}

/** The compact doctor block of the booking form. */
export function DoctorSummary({ doctor }: { doctor: DoctorCard }) {
  return (
    <Flex gap="4" align="flex-start" data-testid="doctor-summary" data-doctor={doctor.slug}>
      <DoctorAvatar doctor={doctor} size="xl" />
      <DoctorFacts doctor={doctor} orientation="vertical" facts={['speciality', 'provider', 'location']} />
    </Flex>
  )
}
