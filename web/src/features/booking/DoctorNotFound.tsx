import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'

/** The page for a slug that is not an active doctor: a way back to the search. */
export function DoctorNotFound() {
  const lang = useLang()
  const { t } = useTranslation('booking')
  return (
    <Stack gap="4" align="center" textAlign="center" py="10" data-testid="doctor-not-found">
      <Heading as="h2" size="xl">
        {t('profile.notFound.title')}
      </Heading>
      <Text color="gray.600">{t('profile.notFound.description')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={`/${lang}/doctor-list`}>{t('profile.notFound.back')}</RouterLink>
      </Button>
    </Stack>
  )
}
