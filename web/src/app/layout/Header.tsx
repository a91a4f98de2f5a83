import { Box, Button, CloseButton, Flex, IconButton, Image, Link, Stack, chakra } from '@chakra-ui/react'
import { type MouseEvent, type RefObject, useCallback, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { DisclosureSummary } from '../../components/DisclosureSummary'
import { ArrowEndIcon, MenuIcon } from '../../components/icons'
import { useLang } from '../../lib/LangContext'
import { useLanguageSwitch, useSwitchFocusAfterReload } from '../useLanguageSwitch'
import { DesktopNav } from './DesktopNav'
import type { LayoutData, NavItem } from './layoutQuery'
import { START_NOW_FADE_MS } from './layoutRules'
import { attachMobileMenu, closeMobileMenu } from './mobileMenu'
import { watchSolid, whenClear, whenSolid } from './solidHeader'
import { linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })

type Nav = NonNullable<LayoutData['Navigation']>

/** How often the Start Now arrow pulses: for the first 10 s (spec §9), in CSS, so a rendered page needs no script for it. */
const PULSE_MS = 1250
const START_NOW_PULSE = `pulse ${PULSE_MS}ms ease-in-out ${START_NOW_FADE_MS / PULSE_MS}`

/** The Start Now button (hidden while the CMS says so); its arrow pulses for the first 10 s. */
export function StartNow({ nav }: { nav: Nav | null | undefined }) {
  const lang = useLang()
  const startNow = nav?.startNow
  return (
    <Button asChild colorPalette="brand" size="sm" hidden={!startNow?.visible} data-testid="start-now">
      <RouterLink to={`/${lang}/${startNow?.path || 'treatments'}`}>
        {startNow?.label}
        <ArrowEndIcon data-pulse animation={START_NOW_PULSE} />
      </RouterLink>
    </Button>
  )
}

/**
 * The mobile menu: a native modal dialog from the start side, its groups native disclosures, one
 * open at a time (mobileMenu.ts wires it; it works before the app on a rendered page).
 */
function MobileMenu({
  items,
  dialog,
  onBeforeSwitch,
}: {
  items: NavItem[]
  dialog: RefObject<HTMLDialogElement | null>
  onBeforeSwitch: () => void
}) {
  const lang = useLang()
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Box
      ref={dialog}
      as="dialog"
      aria-labelledby={titleId}
      data-mobile-menu=""
      data-page-control=""
      data-testid="mobile-menu"
      // The drawer's look (Chakra's, size xs, from the start side).
      position="fixed"
      top="0"
      insetInlineStart="0"
      insetInlineEnd="auto"
      m="0"
      p="0"
      border="none"
      w="full"
      maxW="xs"
      h="100dvh"
      maxH="100dvh"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      textStyle="sm"
      flexDirection="column"
      css={{
        '&[open]': {
          display: 'flex',
          animationName: { base: 'slide-from-left-full, fade-in', _rtl: 'slide-from-right-full, fade-in' },
          animationDuration: 'slowest',
          animationTimingFunction: 'ease-in-smooth',
        },
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.48)' },
      }}
    >
      <Flex align="center" gap="2" px="6" pt="6" pb="4">
        <Box id={titleId} flex="1" textStyle="lg" fontWeight="semibold">
          {t('site.name')}
        </Box>
      </Flex>
      <Box px="6" py="2" flex="1" overflow="auto">
        <Stack gap="1">
          {items.map((item) =>
            item.subItems?.length ? (
              <chakra.details key={item.path} name="mobile-menu-group">
                <DisclosureSummary
                  gap="2"
                  h="10"
                  px="4"
                  rounded="l2"
                  fontWeight="medium"
                  textStyle="sm"
                  focusVisibleRing="outside"
                  _hover={{ bg: 'colorPalette.subtle' }}
                >
                  {item.label}
                </DisclosureSummary>
                <Stack gap="0" ps="4">
                  {item.subItems.map((sub) => (
                    <Link asChild key={sub.path} py="2" px="4">
                      <RouterLink to={`/${lang}/${sub.path}`}>{sub.label}</RouterLink>
                    </Link>
                  ))}
                </Stack>
              </chakra.details>
            ) : (
              <Link asChild key={item.path} py="2" px="4" fontWeight="medium">
                <RouterLink to={`/${lang}/${item.path}`}>{item.label}</RouterLink>
              </Link>
            ),
          )}
        </Stack>
        <Stack px="4" pt="6" gap="4" align="flex-start">
          <Link asChild fontWeight="semibold" color="brand.700" data-testid="mobile-login">
            <RouterLink to={`/${lang}/login`}>{t('auth.login')}</RouterLink>
          </Link>
          <LanguageSwitch onBeforeSwitch={onBeforeSwitch} />
        </Stack>
      </Box>
      <CloseButton
        position="absolute"
        top="3"
        insetEnd="2"
        size="sm"
        aria-label={t('nav.closeMenu')}
        data-menu-close=""
      />
    </Box>
  )
}

/**
 * `tone`: `light` on a dark bar (the app bar), `header` following the public header's state,
 * else the brand colour (the mobile menu).
 */
export function LanguageSwitch({ onBeforeSwitch, tone }: { onBeforeSwitch?: () => void; tone?: 'light' | 'header' }) {
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
      color={tone === undefined ? 'brand.700' : 'white'}
      css={tone === 'header' ? whenSolid({ color: 'brand.700' }) : undefined}
      data-testid="language-switch"
      data-language-switch=""
    >
      {label}
    </Link>
  )
}

/** The public header (spec §2). */
export function Header({ nav }: { nav: Nav | null | undefined }) {
  const lang = useLang()
  const { t } = useTranslation()
  const header = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDialogElement>(null)
  const closeMenu = useCallback(() => closeMobileMenu(menu.current), [])
  useEffect(() => watchSolid(header.current!), [])
  useEffect(() => attachMobileMenu(toggle.current, menu.current), [])
  const items = nav?.items ?? []
  return (
    <Box
      ref={header}
      as="header"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      // Dark enough for its white text (4.5:1) even where no hero picture lies under it.
      bg="blackAlpha.700"
      shadow="none"
      transition="background 0.3s"
      css={{ '&[data-solid]': { bg: 'white', shadow: 'md' } }}
      data-site-header=""
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" gap="4">
        {/* Named by its visible text (the site's name), which speech users say to follow it. */}
        <Link asChild flexShrink={0}>
          <RouterLink to={`/${lang}/`}>
            <Flex align="center" gap="2">
              {/* The mark is a picture; the name is text, so it is in the page's language and font. */}
              <Image
                src="/logo.svg"
                data-clear-src="/logo.svg"
                data-solid-src="/logo-dark.svg"
                alt=""
                h="8"
                w="8"
                data-testid="logo"
              />
              <Box
                as="span"
                fontWeight="bold"
                fontSize="lg"
                whiteSpace="nowrap"
                // 992–1199 px: the mark alone, so the navigation keeps to one line (DesktopNav.tsx);
                // the link is still named by the site's name.
                srOnly={{ lg: true, xl: false }}
                color="white"
                css={whenSolid({ color: 'brand.700' })}
                data-testid="brand"
              >
                {t('site.shortName')}
              </Box>
            </Flex>
          </RouterLink>
        </Link>
        <DesktopNav items={items} />
        <Box flex="1" hideFrom="lg" />
        <StartNow nav={nav} />
        <Button
          asChild
          size="sm"
          variant="outline"
          colorPalette="brand"
          hideBelow="md"
          // The see-through header's look (the gray subtle button); solid, the brand outline.
          css={whenClear({
            bg: 'gray.subtle',
            color: 'gray.fg',
            borderColor: 'transparent',
            _hover: { bg: 'gray.muted' },
          })}
          data-testid="login-link"
        >
          <RouterLink to={`/${lang}/login`}>{t('auth.login')}</RouterLink>
        </Button>
        <LanguageSwitch onBeforeSwitch={closeMenu} tone="header" />
        <IconButton
          ref={toggle}
          hideFrom="lg"
          variant="ghost"
          color="white"
          css={whenSolid({ color: 'gray.800' })}
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          data-menu-toggle=""
          data-page-control=""
          data-testid="menu-toggle"
        >
          <MenuIcon />
        </IconButton>
      </Flex>
      <MobileMenu items={items} dialog={menu} onBeforeSwitch={closeMenu} />
    </Box>
  )
}
