import { Box, Flex, Link, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })

/** The public pages a signed-in patient still needs (the public header is hidden for them, spec §6). */
export const SITE_LINKS = [
  { path: 'doctor-list', key: 'account.site.doctors' },
  { path: 'health-providers', key: 'account.site.providers' },
  { path: 'faq', key: 'account.site.faq' },
  { path: 'terms-and-conditions', key: 'account.site.terms' },
] as const

/** "Explore the site": a second group under the account's navigation, on every screen size. */
export function SiteLinks() {
  const lang = useLang()
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Box as="nav" aria-labelledby={headingId} bg="white" rounded="lg" borderWidth="1px" p="4" mt="4">
      <Text id={headingId} fontWeight="semibold" fontSize="sm" color="gray.600" mb="2">
        {t('account.site.heading')}
      </Text>
      <Flex
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', lg: 'column' }}
        wrap="wrap"
        gap={{ base: '4', lg: '1' }}
      >
        {SITE_LINKS.map((link) => (
          <li key={link.path}>
            <Link asChild color="brand.700" fontWeight="medium" py={{ lg: '1' }}>
              <RouterLink to={`/${lang}/${link.path}`}>{t(link.key)}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  )
}
