import { Box, Container, Field, Flex, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router-dom'

import { SKIP_TARGET_PROPS } from '../../components/SkipLink'
import { useLang } from '../../lib/LangContext'
import { ADMIN_RESOURCES, type AdminResource } from './resourceNames'
import { fieldSlotRecipe, linkRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe })

/** The table a path shows (`/{lang}/admin/{resource}`, any letter case). */
export const resourceOfPath = (pathname: string): AdminResource | undefined => {
  const segment = pathname.split('/')[3]?.toLowerCase()
  return ADMIN_RESOURCES.find((r) => r === segment)
}

/**
 * The admin area's frame (ROLE_ADMIN only, AdminGate): its title, the seven tables as a side
 * navigation (a select on small screens) and the table itself. Signed-in users see the app bar,
 * not the public header, so the frame leaves room under the fixed bar.
 */
export default function AdminLayout() {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const current = resourceOfPath(pathname)

  return (
    <Box bg="gray.50" minH="100vh" pt={{ base: '24', md: '28' }} pb="16">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
          {t('title')}
        </Heading>
        <Text color="fg.muted" mt="1" mb="6">
          {t('intro')}
        </Text>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '4', lg: '8' }} align="flex-start">
          <Box as="nav" aria-label={t('nav.label')} w={{ base: 'full', lg: '60' }} flexShrink={0}>
            <Field.Root hideFrom="lg">
              <Field.Label>{t('nav.choose')}</Field.Label>
              <NativeSelect.Root bg="white">
                <NativeSelect.Field
                  value={current ?? ''}
                  onChange={(e) => navigate(`/${lang}/admin/${e.currentTarget.value}`)}
                  data-testid="admin-nav-select"
                >
                  {ADMIN_RESOURCES.map((resource) => (
                    <option key={resource} value={resource}>
                      {t(`resources.${resource}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Stack as="ul" hideBelow="lg" gap="1" listStyleType="none" bg="white" borderWidth="1px" rounded="lg" p="2">
              {ADMIN_RESOURCES.map((resource) => (
                <Box as="li" key={resource}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py="2"
                    rounded="md"
                    color="fg"
                    fontWeight="medium"
                    textAlign="start"
                    _hover={{ bg: 'brand.50', textDecoration: 'none' }}
                    _currentPage={{ bg: 'brand.700', color: 'white' }}
                    focusRing="outside"
                  >
                    <RouterNavLink to={`/${lang}/admin/${resource}`}>{t(`resources.${resource}`)}</RouterNavLink>
                  </Link>
                </Box>
              ))}
            </Stack>
          </Box>
          <Box as="section" flex="1" minW="0" w="full" {...SKIP_TARGET_PROPS}>
            <Outlet />
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}
