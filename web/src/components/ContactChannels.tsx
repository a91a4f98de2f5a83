/**
 * How a patient reaches a person (CMS global ContactChannels, per language): WhatsApp, phone,
 * opening hours and the contact page. Used by the contact page and the "Talk to us" button.
 */
import { gql } from '@apollo/client'
import { useQuery } from '@apollo/client/react'
import { Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../lib/LangContext'
import { linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../lib/laterRecipes'
import { ChatIcon, PhoneIcon } from './icons'

registerRecipes({ link: linkRecipe })

export interface ContactChannelsData {
  ContactChannel: { phone: string | null; whatsapp: string | null; hours: string | null } | null
}

export const CONTACT_CHANNELS_QUERY = gql`
  query ContactChannels($locale: LocaleInputType) {
    ContactChannel(locale: $locale, fallbackLocale: en) {
      phone
      whatsapp
      hours
    }
  }
`

/** wa.me takes the number's digits only. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`
export const phoneHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

/** '+902120000100' → '+90 212 000 0100': Turkish numbers grouped as people write them. */
export const displayPhone = (number: string) => {
  const m = /^\+90(\d{3})(\d{3})(\d{4})$/.exec(number)
  return m ? `+90 ${m[1]} ${m[2]} ${m[3]}` : number
}

export function useContactChannels() {
  const lang = useLang()
  const { data } = useQuery<ContactChannelsData>(CONTACT_CHANNELS_QUERY, { variables: { locale: lang } })
  return data?.ContactChannel ?? null
}

/** WhatsApp, phone and hours; `withContactPage` adds the link to the contact form. */
export function ContactChannelList({ withContactPage = false }: { withContactPage?: boolean }) {
  const lang = useLang()
  const { t } = useTranslation()
  const channels = useContactChannels()
  return (
    <Stack gap="3" data-testid="contact-channels">
      {channels?.whatsapp && (
        <Link href={whatsappHref(channels.whatsapp)} target="_blank" rel="noopener noreferrer" fontWeight="medium">
          <ChatIcon />
          {t('reach.whatsapp')} <bdi dir="ltr">{displayPhone(channels.whatsapp)}</bdi>
        </Link>
      )}
      {channels?.phone && (
        <Link href={phoneHref(channels.phone)} fontWeight="medium">
          <PhoneIcon />
          {t('reach.phone')} <bdi dir="ltr">{displayPhone(channels.phone)}</bdi>
        </Link>
      )}
      {channels?.hours && (
        <Text color="gray.600" fontSize="sm">
          {channels.hours}
        </Text>
      )}
      {withContactPage && (
        <Link asChild fontWeight="medium">
          <RouterLink to={`/${lang}/contact`}>{t('reach.form')}</RouterLink>
        </Link>
      )}
    </Stack>
  )
}
