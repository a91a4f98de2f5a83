import { Box, Card, Flex, Heading, Image, SimpleGrid, Switch, Text, VisuallyHidden } from '@chakra-ui/react'
import type { FormikProps } from 'formik'
import { useTranslation } from 'react-i18next'

import { imageAttributes, type MediaImage, mediaImage } from '../../../lib/mediaImage'
import type { SurveyValues } from '../surveyValues'
import type { ResolvedPackage } from '../travelCatalog'
import { PackageFieldControl } from './PackageFieldControl'
import { cardSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../../lib/laterRecipes'

registerSlotRecipes({ card: cardSlotRecipe, switch: switchSlotRecipe })

/** The banner: the card's width on a phone, a 224 px (`56`) column from `md`. */
const BANNER_SIZES = '(min-width: 768px) 224px, 100vw'

interface Props {
  pack: ResolvedPackage
  formik: FormikProps<SurveyValues>
}

/**
 * A travel-service package (spec §3): banner, title, prompt (the CMS's words, else the site's)
 * and an on/off switch bound to its selection flag; while on, its fields.
 */
export function PackageCard({ pack, formik }: Props) {
  const { t } = useTranslation('travel')
  const on = formik.values[pack.flag]
  const { title } = pack
  const titleId = `package-${pack.key}-title`
  const fieldsId = `package-${pack.key}-fields`
  // The CMS banner with its sizes and focal point; the site's drawing as it is.
  const banner: Partial<MediaImage> = mediaImage(pack.media, { sizes: BANNER_SIZES }) ?? { src: pack.banner }

  return (
    <Card.Root
      as="section"
      aria-labelledby={titleId}
      variant="outline"
      overflow="hidden"
      borderColor={on ? 'brand.500' : 'border'}
      borderWidth={on ? '2px' : '1px'}
      transition="border-color 0.2s"
      data-package={pack.key}
      data-selected={on || undefined}
    >
      <Flex direction={{ base: 'column', md: 'row' }} align="stretch">
        <Box
          flexShrink={0}
          w={{ base: 'full', md: '56' }}
          h={{ base: '32', md: 'auto' }}
          minH={{ md: '40' }}
          bg="brand.50"
          position="relative"
        >
          <Image
            {...imageAttributes(banner)}
            alt=""
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
          />
        </Box>
        <Card.Body gap="4">
          <Flex justify="space-between" align="flex-start" gap="4" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Box>
              <Heading as="h3" id={titleId} size="lg" color="brand.900">
                {title}
              </Heading>
              <Text color="fg.muted" mt="1">
                {pack.prompt}
              </Text>
            </Box>
            <Switch.Root
              checked={on}
              onCheckedChange={(e) => void formik.setFieldValue(pack.flag, e.checked)}
              colorPalette="brand"
              size="lg"
              flexShrink={0}
            >
              <Switch.HiddenInput name={pack.flag} aria-controls={on && pack.fields.length ? fieldsId : undefined} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label fontWeight="medium">
                <span aria-hidden>{t('survey.includeShort')}</span>
                <VisuallyHidden>{t('survey.include', { service: title })}</VisuallyHidden>
              </Switch.Label>
            </Switch.Root>
          </Flex>
          {on &&
            (pack.fields.length > 0 ? (
              <SimpleGrid id={fieldsId} columns={{ base: 1, md: 2 }} gap="4" pt="2" borderTopWidth="1px">
                {pack.fields.map((field) => (
                  <PackageFieldControl key={field.name} field={field} formik={formik} />
                ))}
              </SimpleGrid>
            ) : (
              <Text fontSize="sm" color="brand.700" bg="brand.50" rounded="md" px="3" py="2">
                {pack.chosen}
              </Text>
            ))}
        </Card.Body>
      </Flex>
    </Card.Root>
  )
}
