import { Box, Button, CloseButton, Drawer, Flex, IconButton, Image, Link, Menu, Portal, Stack } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom'

import { ChevronDownIcon, MenuIcon } from '../../components/icons'
import { screenFocusTarget } from '../../components/SkipLink'
import { getUser, isAdmin } from '../../lib/session'
import { useLang } from '../../lib/LangContext'
import { useLogout } from '../../lib/logout'
import { useSession } from '../../lib/sessionContext'
import { LanguageSwitch } from './Header'
import { drawerSlotRecipe, linkRecipe, menuSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ drawer: drawerSlotRecipe, menu: menuSlotRecipe })

/** The signed-in user's places (the public header is hidden for them, spec §2/§6). */
export const appBarLinks = (admin: boolean) => [
  { path: 'doctor-list', key: 'appBar.doctors' },
  { path: 'treatments', key: 'appBar.treatments' },
  { path: 'account-appointments', key: 'appBar.appointments' },
  ...(admin ? [{ path: 'admin/specialities', key: 'appBar.admin' }] : []),
]

/**
 * The logged-in app bar (our design; the spec hides the public header and footer for logged-in
 * users but leaves them a way around): the logo to home, their places, the language switch and
 * an account menu with profile, password and log out.
 */
export function AppBar() {
  const lang = useLang()
  const { t } = useTranslation()
  useSession()
  const user = getUser()
  const admin = isAdmin(user)
  const logout = useLogout()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  // Closed by following a link: the focus goes to the new screen's heading, not back to the toggle.
  const following = useRef(false)
  const follow = () => {
    following.current = true
    setOpen(false)
  }
  const links = appBarLinks(admin)
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || t('appBar.label')

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      bg="brand.900"
      color="white"
      shadow="md"
      data-testid="app-bar"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" gap="4">
        {/* Named by its visible text (the site's name), which speech users say to follow it. */}
        <Link asChild flexShrink={0} color="white">
          <RouterLink to={`/${lang}/`}>
            <Flex align="center" gap="2">
              <Image src="/logo.svg" alt="" h="8" w="8" />
              <Box as="span" fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
                {t('site.shortName')}
              </Box>
            </Flex>
          </RouterLink>
        </Link>
        <Flex as="nav" hideBelow="lg" flex="1" gap="1" aria-label={t('appBar.label')}>
          {links.map((link) => (
            <Link
              asChild
              key={link.path}
              color="whiteAlpha.900"
              fontWeight="medium"
              px="3"
              py="2"
              rounded="md"
              _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
              _currentPage={{ bg: 'whiteAlpha.300', color: 'white' }}
            >
              <NavLink to={`/${lang}/${link.path}`}>{t(link.key)}</NavLink>
            </Link>
          ))}
        </Flex>
        <Box flex="1" hideFrom="lg" />
        <LanguageSwitch tone="light" />
        <Menu.Root
          positioning={{ placement: 'bottom-end' }}
          // A link item chosen with the keyboard: Zag's default dispatches a click that does not
          // bubble, so the router never sees it and the browser loads the page anew (the focus
          // then starts on <body>). The router follows it instead, like a pointer click.
          navigate={({ node }) => {
            const href = node.getAttribute('href')
            if (href) navigate(href)
          }}
          onSelect={(details) => {
            if (details.value === 'logout') logout()
          }}
        >
          <Menu.Trigger asChild>
            <Button
              variant="subtle"
              size="sm"
              hideBelow="lg"
              aria-label={t('appBar.accountMenu', { name })}
              data-testid="account-menu"
            >
              {name}
              <ChevronDownIcon />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="profile" asChild>
                  <RouterLink to={`/${lang}/account-profile`}>{t('account.profile')}</RouterLink>
                </Menu.Item>
                <Menu.Item value="password" asChild>
                  <RouterLink to={`/${lang}/account-change-password`}>{t('account.changePassword')}</RouterLink>
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="logout" data-testid="logout">
                  {t('auth.logout')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <IconButton
          hideFrom="lg"
          variant="ghost"
          color="white"
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="app-menu-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Flex>
      <Drawer.Root
        open={open}
        onOpenChange={(e) => {
          following.current = false
          setOpen(e.open)
        }}
        placement="start"
        finalFocusEl={() => (following.current ? screenFocusTarget() : null)}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{name}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="1" as="nav" aria-label={t('appBar.label')}>
                  {[
                    ...links,
                    { path: 'account-profile', key: 'account.profile' },
                    { path: 'account-change-password', key: 'account.changePassword' },
                  ].map((link) => (
                    <Link asChild key={link.path} py="2" px="4" fontWeight="medium" onClick={follow}>
                      <RouterLink to={`/${lang}/${link.path}`}>{t(link.key)}</RouterLink>
                    </Link>
                  ))}
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    px="4"
                    onClick={() => {
                      setOpen(false)
                      logout()
                    }}
                  >
                    {t('auth.logout')}
                  </Button>
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  )
}
