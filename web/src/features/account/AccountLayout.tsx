import { Box, Container, Flex, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { useSession } from '../../lib/sessionContext'
import { FullScreenSpinner } from '../../components/FullScreenSpinner'
import { SKIP_TARGET_PROPS } from '../../components/SkipLink'
import { getUser } from '../../lib/session'
import { SiteLinks } from './SiteLinks'
import { linkRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ nativeSelect: nativeSelectSlotRecipe })

/** The account pages (spec §2), in this order; appointment details belongs to appointments. */
export const ACCOUNT_PAGES = [
  { path: 'account-appointments', key: 'account.appointments' },
  { path: 'account-treatment-requests', key: 'account.treatmentRequests' },
  { path: 'account-profile', key: 'account.profile' },
  { path: 'account-specialities', key: 'account.specialities' },
  { path: 'account-change-password', key: 'account.changePassword' },
] as const

const sectionOf = (pathname: string) => {
  const last = pathname.split('/').filter(Boolean).pop() ?? ''
  if (last === 'account-appointment-details') return 'account-appointments'
  return ACCOUNT_PAGES.find((p) => p.path === last)?.path ?? ''
}

/**
 * The frame of the account pages: the account's name, a side navigation on wide screens (a
 * select on narrow ones) and the page. The fixed app bar sits above it.
 */
export default function AccountLayout() {
  const lang = useLang()
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useSession() // re-render when the stored user changes (a profile save)
  const user = getUser()
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ')
  const current = sectionOf(pathname)

  return (
    <Box bg="gray.50" minH="100vh" pt={{ base: '20', md: '24' }} pb="16">
      <Container maxW="7xl">
        <Flex gap={{ base: '4', lg: '8' }} direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Box as="aside" w={{ base: 'full', lg: '64' }} flexShrink={0}>
            <Box bg="white" rounded="lg" borderWidth="1px" p="4">
              <Text fontWeight="bold" fontSize="lg" truncate>
                {name || <bdi dir="ltr">{user?.email}</bdi>}
              </Text>
              {/* The address reads left to right on its own; its line starts where the name does. */}
              {name && (
                <Text fontSize="sm" color="gray.600" truncate textAlign="start" data-testid="account-email">
                  <bdi dir="ltr">{user?.email}</bdi>
                </Text>
              )}
              <Stack as="nav" aria-label={t('account.nav')} gap="1" mt="4" hideBelow="lg">
                {ACCOUNT_PAGES.map((page) => (
                  <Link
                    asChild
                    key={page.path}
                    px="3"
                    py="2"
                    rounded="md"
                    fontWeight="medium"
                    color="gray.700"
                    _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                    aria-current={current === page.path ? 'page' : undefined}
                    bg={current === page.path ? 'brand.50' : undefined}
                    borderStartWidth="3px"
                    borderStartColor={current === page.path ? 'brand.600' : 'transparent'}
                  >
                    <NavLink to={`/${lang}/${page.path}`}>{t(page.key)}</NavLink>
                  </Link>
                ))}
              </Stack>
              <NativeSelect.Root size="sm" mt="4" hideFrom="lg">
                <NativeSelect.Field
                  aria-label={t('account.nav')}
                  value={current}
                  onChange={(e) => navigate(`/${lang}/${e.currentTarget.value}`)}
                >
                  {ACCOUNT_PAGES.map((page) => (
                    <option key={page.path} value={page.path}>
                      {t(page.key)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            <SiteLinks />
          </Box>
          <Box
            flex="1"
            minW="0"
            w="full"
            bg="white"
            rounded="lg"
            borderWidth="1px"
            p={{ base: '4', md: '8' }}
            {...SKIP_TARGET_PROPS}
          >
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}
