import { Box, Breadcrumb, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'

import { useLang } from '../lib/LangContext'
import { useServerRender, useSiteOrigin } from '../lib/serverRender'
import { absoluteUrl, breadcrumbLd, pageUrl } from '../lib/structuredData'
import { ChevronEndIcon } from './icons'
import { JsonLd } from './JsonLd'
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

registerSlotRecipes({ breadcrumb: breadcrumbSlotRecipe })

/**
 * The breadcrumb bar: Home plus the current title (spec §2); the separator follows the direction.
 * The same trail goes to search engines as a BreadcrumbList with absolute links.
 */
export function BreadcrumbBar({ title }: { title: string }) {
  const lang = useLang()
  const { t } = useTranslation()
  const origin = useSiteOrigin()
  const { pathname } = useLocation()
  const trail = [
    { name: t('nav.home'), url: pageUrl({ origin, lang }) },
    { name: title, url: absoluteUrl(origin, pathname) },
  ]
  return (
    <>
      <Breadcrumb.Root size="md" data-testid="breadcrumb" aria-label={t('a11y.breadcrumb')}>
        <Breadcrumb.List color="whiteAlpha.900">
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild color="whiteAlpha.900">
              <RouterLink to={`/${lang}/`}>{t('nav.home')}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator color="whiteAlpha.700">
            <ChevronEndIcon />
          </Breadcrumb.Separator>
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink color="white" fontWeight="semibold">
              {title}
            </Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <JsonLd data={breadcrumbLd(trail)} />
    </>
  )
}

interface Props {
  title: string
  intro?: string | null
  image?: string | null
  children?: ReactNode
  breadcrumb?: boolean
}

/** A page's banner: its image under a dark veil (the header sits on it), the title and the breadcrumb. */
export function PageHero({ title, intro, image, children, breadcrumb = true }: Props) {
  // The banner is the page's largest paint: a server-rendered page asks for it first thing.
  const server = useServerRender()
  if (server && image) server.head.heroImage ??= image
  return (
    <Box
      as="section"
      position="relative"
      color="white"
      bgColor="brand.900"
      bgImage={image ? `linear-gradient(rgba(6,43,59,0.72), rgba(6,43,59,0.72)), url("${image}")` : undefined}
      bgSize="cover"
      bgPos="center"
      pt={{ base: '28', md: '36' }}
      pb={{ base: '10', md: '14' }}
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }}>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="4">
          {title}
        </Heading>
        {intro && (
          <Text fontSize={{ base: 'md', md: 'xl' }} maxW="3xl" color="whiteAlpha.900" mb="6">
            {intro}
          </Text>
        )}
        {children}
        {breadcrumb && <BreadcrumbBar title={title} />}
      </Box>
    </Box>
  )
}
