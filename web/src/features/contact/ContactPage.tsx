import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { ContactChannelList } from '../../components/ContactChannels'
import { lazyChunk } from '../../lib/chunks'
import { usePageMeta } from '../../lib/usePageMeta'

// Formik and Yup load with the form, as on the home page.
const ContactForm = lazyChunk('contact-form', () => import('./ContactForm'))

/** /{lang}/contact: a person to talk to (WhatsApp, phone, hours) and the contact form. */
export default function ContactPage() {
  const { t } = useTranslation('contact')
  usePageMeta({ title: t('page.title'), description: t('page.description') })
  return (
    <Container maxW="5xl" pt={{ base: '24', md: '32' }} pb="16">
      <Heading as="h1" size="3xl" mb="3">
        {t('page.title')}
      </Heading>
      <Text color="gray.600" fontSize="lg" mb="10" maxW="3xl">
        {t('page.description')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
        <Box as="section" aria-labelledby="contact-channels-heading">
          <Heading as="h2" size="lg" mb="4" id="contact-channels-heading">
            {t('page.channels')}
          </Heading>
          <ContactChannelList />
        </Box>
        <Box as="section" gridColumn={{ md: 'span 2' }} aria-labelledby="contact-form-heading">
          <Heading as="h2" size="lg" mb="4" id="contact-form-heading">
            {t('page.form')}
          </Heading>
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        </Box>
      </SimpleGrid>
    </Container>
  )
}
