import { Box, Flex, Heading, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { FacebookIcon, InstagramIcon, LinkIcon, YoutubeIcon } from '../../components/icons'
import { useLang } from '../../lib/LangContext'
import type { LayoutData } from './layoutQuery'
import { linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })

const ICONS: Record<string, typeof LinkIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
}

/** Instagram (or any network with an Arabic account) links to the Arabic account on Arabic pages. */
export const socialUrl = (link: { url: string; arabicUrl: string | null }, lang: string) =>
  lang === 'ar' && link.arabicUrl ? link.arabicUrl : link.url

/** The public footer (spec §1, §2): powered-by text and claims, legal links, social links. */
export function Footer({ footer, social }: { footer: LayoutData['Footer']; social: LayoutData['SocialLink'] }) {
  const lang = useLang()
  const { t } = useTranslation()
  return (
    <Box as="footer" bg="brand.900" color="whiteAlpha.900" pt="12" pb="6" data-testid="site-footer">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }}>
        <Text fontSize="lg" fontWeight="semibold" mb="8" maxW="3xl">
          {footer?.poweredBy}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="10">
          {footer?.claims?.map((claim) => (
            <Stack key={claim.title} gap="1">
              <Heading as="h3" size="md" color="white">
                {claim.title}
              </Heading>
              <Text color="whiteAlpha.800">{claim.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          gap="4"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          pt="6"
        >
          <Flex as="nav" gap="6" wrap="wrap" aria-label={t('footer.legal')}>
            {footer?.links?.map((link) => (
              <Link asChild key={link.path} color="whiteAlpha.900">
                <RouterLink to={`/${lang}/${link.path}`}>{link.label}</RouterLink>
              </Link>
            ))}
          </Flex>
          <Flex as="nav" gap="2" aria-label={t('footer.social')}>
            {social?.links?.map((link) => {
              const Icon = ICONS[link.network] ?? LinkIcon
              return (
                <IconButton asChild key={link.network} variant="ghost" color="white" size="sm">
                  <a
                    href={socialUrl(link, lang)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.networks.${link.network}`, { defaultValue: link.network })}
                    data-network={link.network}
                  >
                    <Icon />
                  </a>
                </IconButton>
              )
            })}
          </Flex>
        </Flex>
        <Text fontSize="sm" color="whiteAlpha.700" mt="6">
          {footer?.copyright}
        </Text>
      </Box>
    </Box>
  )
}
