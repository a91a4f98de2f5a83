import {
  Box,
  Button,
  Collapsible,
  CloseButton,
  Drawer,
  Flex,
  IconButton,
  Image,
  Link,
  Portal,
  Stack,
} from '@chakra-ui/react'
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ArrowEndIcon, ChevronDownIcon, MenuIcon } from '../../components/icons'
import { screenFocusTarget } from '../../components/SkipLink'
import { useLang } from '../../lib/LangContext'
import { useLanguageSwitch, useSwitchFocusAfterReload } from '../useLanguageSwitch'
import { DesktopNav } from './DesktopNav'
import type { LayoutData, NavItem } from './layoutQuery'
import { SOLID_HEADER_AFTER_PX, START_NOW_FADE_MS } from './layoutRules'
import { collapsibleSlotRecipe, drawerSlotRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ collapsible: collapsibleSlotRecipe, drawer: drawerSlotRecipe })

type Nav = NonNullable<LayoutData['Navigation']>

/** Solid after a scroll of more than 50 px. */
export function useScrolled(threshold = SOLID_HEADER_AFTER_PX) {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return scrolled
}

/** The Start Now button (hidden while the CMS says so); its arrow fades for the first 10 s. */
export function StartNow({ nav }: { nav: Nav | null | undefined }) {
  const lang = useLang()
  const [fading, setFading] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setFading(false), START_NOW_FADE_MS)
    return () => window.clearTimeout(timer)
  }, [])
  const startNow = nav?.startNow
  return (
    <Button asChild colorPalette="brand" size="sm" hidden={!startNow?.visible} data-testid="start-now">
      <RouterLink to={`/${lang}/${startNow?.path || 'treatments'}`}>
        {startNow?.label}
        <ArrowEndIcon
          data-fading={fading || undefined}
          animation={fading ? 'pulse 1.2s ease-in-out infinite' : undefined}
        />
      </RouterLink>
    </Button>
  )
}

function MobileMenu({ items, open, setOpen }: { items: NavItem[]; open: boolean; setOpen: (o: boolean) => void }) {
  const lang = useLang()
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState<string | null>(null)
  // Closed by following a link: the focus goes to the new screen's heading, not back to the toggle.
  const following = useRef(false)
  const close = () => {
    following.current = true
    setOpen(false)
  }
  return (
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
          <Drawer.Content data-testid="mobile-menu">
            <Drawer.Header>
              <Drawer.Title>{t('site.name')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="1">
                {items.map((item) =>
                  item.subItems?.length ? (
                    <Collapsible.Root
                      key={item.path}
                      open={expanded === item.path}
                      onOpenChange={(e) => setExpanded(e.open ? item.path : null)}
                    >
                      <Collapsible.Trigger asChild>
                        <Button variant="ghost" justifyContent="space-between" w="full" fontWeight="medium">
                          {item.label}
                          <ChevronDownIcon transform={expanded === item.path ? 'rotate(180deg)' : undefined} />
                        </Button>
                      </Collapsible.Trigger>
                      <Collapsible.Content
                        _open={{ animationDuration: '300ms' }}
                        _closed={{ animationDuration: '300ms' }}
                      >
                        <Stack gap="0" ps="4">
                          {item.subItems.map((sub) => (
                            <Link asChild key={sub.path} py="2" px="4" onClick={close}>
                              <RouterLink to={`/${lang}/${sub.path}`}>{sub.label}</RouterLink>
                            </Link>
                          ))}
                        </Stack>
                      </Collapsible.Content>
                    </Collapsible.Root>
                  ) : (
                    <Link asChild key={item.path} py="2" px="4" fontWeight="medium" onClick={close}>
                      <RouterLink to={`/${lang}/${item.path}`}>{item.label}</RouterLink>
                    </Link>
                  ),
                )}
              </Stack>
              <Stack px="4" pt="6" gap="4" align="flex-start">
                <Link asChild fontWeight="semibold" color="brand.700" onClick={close} data-testid="mobile-login">
                  <RouterLink to={`/${lang}/login`}>{t('auth.login')}</RouterLink>
                </Link>
                <LanguageSwitch onBeforeSwitch={close} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

export function LanguageSwitch({ onBeforeSwitch, solid }: { onBeforeSwitch?: () => void; solid?: boolean }) {
  const { label, href, target, switchLanguage } = useLanguageSwitch({ onBeforeSwitch })
  const ref = useRef<HTMLAnchorElement>(null)
  useSwitchFocusAfterReload(ref)
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    switchLanguage()
  }
  return (
    <Link
      ref={ref}
      href={href}
      onClick={onClick}
      lang={target}
      hrefLang={target}
      fontWeight="semibold"
      color={solid === false ? 'white' : 'brand.700'}
      data-testid="language-switch"
    >
      {label}
    </Link>
  )
}

/** The public header (spec §2). */
export function Header({ nav }: { nav: Nav | null | undefined }) {
  const lang = useLang()
  const { t } = useTranslation()
  const scrolled = useScrolled()
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const items = nav?.items ?? []
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      // Dark enough for its white text (4.5:1) even where no hero picture lies under it.
      bg={scrolled ? 'white' : 'blackAlpha.700'}
      shadow={scrolled ? 'md' : 'none'}
      transition="background 0.3s"
      data-solid={scrolled || undefined}
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" gap="4">
        {/* Named by its visible text (the site's name), which speech users say to follow it. */}
        <Link asChild flexShrink={0}>
          <RouterLink to={`/${lang}/`}>
            <Flex align="center" gap="2">
              {/* The mark is a picture; the name is text, so it is in the page's language and font. */}
              <Image src={scrolled ? '/logo-dark.svg' : '/logo.svg'} alt="" h="8" w="8" data-testid="logo" />
              <Box
                as="span"
                fontWeight="bold"
                fontSize="lg"
                whiteSpace="nowrap"
                color={scrolled ? 'brand.700' : 'white'}
                data-testid="brand"
              >
                {t('site.shortName')}
              </Box>
            </Flex>
          </RouterLink>
        </Link>
        <DesktopNav items={items} solid={scrolled} />
        <Box flex="1" hideFrom="lg" />
        <StartNow nav={nav} />
        <Button
          asChild
          size="sm"
          variant={scrolled ? 'outline' : 'subtle'}
          colorPalette={scrolled ? 'brand' : 'gray'}
          hideBelow="md"
          data-testid="login-link"
        >
          <RouterLink to={`/${lang}/login`}>{t('auth.login')}</RouterLink>
        </Button>
        <LanguageSwitch onBeforeSwitch={closeMenu} solid={scrolled} />
        <IconButton
          hideFrom="lg"
          variant="ghost"
          color={scrolled ? 'gray.800' : 'white'}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Flex>
      <MobileMenu items={items} open={menuOpen} setOpen={setMenuOpen} />
    </Box>
  )
}
