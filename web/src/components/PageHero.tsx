import { Box, Breadcrumb, Heading, Image, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'

import { useLang } from '../lib/LangContext'
import { imageAttributes, type MediaImage } from '../lib/mediaImage'
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

/** The banner spans the window: the `sizes` of a CMS image shown as one (`mediaImage(media, { sizes: HERO_SIZES })`). */
export const HERO_SIZES = '100vw'

interface Props {
  title: string
  intro?: string | null
  /** The banner: a CMS image (lib/mediaImage.ts, with HERO_SIZES), or the address of a picture. */
  image?: MediaImage | string | null
  children?: ReactNode
  breadcrumb?: boolean
}

/**
 * A page's banner: its image under a dark veil (the header sits on it), the title and the breadcrumb.
 * The image is an `<img>` covering the section (not a CSS background), so the browser picks the
 * file of its `srcSet` that fills the window and the editors' focal point stays in view.
 */
export function PageHero({ title, intro, image, children, breadcrumb = true }: Props) {
  const hero = typeof image === 'string' ? (image ? { src: image, objectPosition: '50% 50%' } : undefined) : image
  // The banner is the page's largest paint: a server-rendered page asks for it first thing, the
  // file the browser will choose from the same `srcset` and `sizes` as the `<img>`.
  const server = useServerRender()
  if (server && hero && !server.head.heroImage) {
    server.head.heroImage = hero.src
    if (hero.srcSet) {
      server.head.heroImageSrcSet = hero.srcSet
      server.head.heroImageSizes = hero.sizes
    }
  }
  return (
    <Box
      as="section"
      position="relative"
      color="white"
      bgColor="brand.900"
      pt={{ base: '28', md: '36' }}
      pb={{ base: '10', md: '14' }}
    >
      {hero && (
        <>
          <Image
            {...imageAttributes(hero)}
            alt=""
            fetchPriority="high"
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
            data-testid="hero-image"
          />
          <Box position="absolute" inset="0" bg="rgba(6,43,59,0.72)" />
        </>
      )}
      <Box position="relative" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }}>
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
