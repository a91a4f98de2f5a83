import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { lazyChunk } from '../../lib/chunks'
import { usePageMeta } from '../../lib/usePageMeta'
import { ArrowEndIcon } from '../../components/icons'
import { PageHero } from '../../components/PageHero'
import { ProviderCardsSection } from '../providers/ProviderCards'
import { HomeStructuredData } from './HomeStructuredData'
import { PreferenceQuestions } from './PreferenceQuestions'

// Formik and Yup load only when the contact form is shown.
const ContactForm = lazyChunk('contact-form', () => import('../contact/ContactForm'))

/** The page's own lazy parts, loaded ahead when a rendered home page is hydrated (routes.tsx). */
export const preloadParts = () => ContactForm.preload()

/**
 * The home page: who we are, the providers, the preference questionnaire and the contact form;
 * for search engines, the site and the organization.
 */
export default function HomePage() {
  const lang = useLang()
  // Every namespace the page's parts use, so none of them suspends the page later.
  const { t } = useTranslation(['common', 'providers', 'contact'])
  usePageMeta({ title: t('home.title'), description: t('site.description') })
  return (
    <Box>
      <HomeStructuredData />
      <PageHero
        title={t('home.heroTitle')}
        intro={t('home.heroIntro')}
        image="/api/media/file/banner-istanbul.jpg"
        breadcrumb={false}
      >
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="brand" size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
            <RouterLink to={`/${lang}/health-providers`}>
              {t('home.ctaProviders')}
              <ArrowEndIcon />
            </RouterLink>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            color="white"
            borderColor="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={`/${lang}/doctor-list`}>{t('home.ctaDoctors')}</RouterLink>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            color="white"
            borderColor="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={`/${lang}/about-us`}>{t('home.ctaAbout')}</RouterLink>
          </Button>
        </Flex>
      </PageHero>
      <Stack maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }} gap="16">
        <Box as="section" aria-labelledby="providers-heading">
          <Heading id="providers-heading" as="h2" size="3xl" mb="2" color="brand.900">
            {t('home.providers.heading')}
          </Heading>
          <Text color="gray.600" mb="8" fontSize="lg">
            {t('home.providers.intro')}
          </Text>
          <ProviderCardsSection />
        </Box>
        <PreferenceQuestions />
        <Box as="section" id="contact" aria-labelledby="contact-heading" maxW="3xl">
          <Heading id="contact-heading" as="h2" size="3xl" mb="2" color="brand.900">
            {t('home.contact.heading')}
          </Heading>
          <Text color="gray.600" mb="8" fontSize="lg">
            {t('home.contact.intro')}
          </Text>
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        </Box>
      </Stack>
    </Box>
  )
}
