import { Box, Card, DataList, Flex, Heading, Image, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../../lib/LangContext'
import { CheckIcon } from '../../../components/icons'
import { imageAttributes, type MediaImage, mediaImage } from '../../../lib/mediaImage'
import type { TravelPreferences } from '../api/appointment'
import { usePreferenceQuestions } from '../../../lib/preferenceQuestions'
import { useTravelCatalog } from '../useTravelCatalog'
import type { ResolvedPackage } from '../travelCatalog'
import { chosenPackages } from '../valueLabels'
import { cardSlotRecipe, dataListSlotRecipe, listSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe, dataList: dataListSlotRecipe, list: listSlotRecipe })

/** A package's icon: its banner in a 48 px square (the CMS thumbnail, cropped around the focal point). */
function PackageIcon({ pack }: { pack: ResolvedPackage }) {
  const image: Partial<MediaImage> = mediaImage(pack.media, { sizes: '48px', src: 'thumbnail' }) ?? {
    src: pack.thumbnail,
  }
  return <Image {...imageAttributes(image)} alt="" boxSize="12" rounded="md" objectFit="cover" flexShrink={0} />
}

interface Props {
  preferences: TravelPreferences
  /** The level of this summary's two section headings (packages one level below). */
  headingLevel?: 2 | 3
}

/**
 * The travel preferences in words: the chosen packages with their answers (titles, labels and
 * option labels from the CMS global `travel-services`, as the survey shows them), then the chosen
 * preference questions (titles from the CMS), in the page's language. Used by the survey summary
 * and the appointment details. The packages show at once in the site's own words and take the
 * CMS's words when they arrive (the same words unless marketing changed them).
 */
export function TravelPreferencesSummary({ preferences, headingLevel = 2 }: Props) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const id = useId()
  const { catalog, loading: catalogLoading } = useTravelCatalog(lang)
  const packages = chosenPackages(preferences, catalog)
  const { questions, loading } = usePreferenceQuestions(lang)
  const chosenKeys = (preferences.preferenceQuestions ?? []).filter(Boolean)
  const sectionHeading = `h${headingLevel}` as 'h2' | 'h3'
  const packageHeading = `h${headingLevel + 1}` as 'h3' | 'h4'

  return (
    <Stack gap="8" data-testid="travel-summary">
      <Box as="section" aria-labelledby={`${id}-packages`} aria-busy={catalogLoading || undefined}>
        <Heading as={sectionHeading} id={`${id}-packages`} size="lg" mb="4" color="brand.900">
          {t('summary.packagesHeading')}
        </Heading>
        {packages.length === 0 ? (
          <Text color="fg.muted">{t('summary.noPackages')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {packages.map(({ pack, answers }) => (
              <Card.Root key={pack.key} variant="outline" size="sm" data-package={pack.key}>
                <Card.Body gap="3">
                  <Flex align="center" gap="3">
                    <PackageIcon pack={pack} />
                    <Heading as={packageHeading} size="md">
                      {pack.title}
                    </Heading>
                  </Flex>
                  {answers.length > 0 ? (
                    <DataList.Root orientation="horizontal" size="sm" gap="2">
                      {answers.map(({ field, text }) => (
                        <DataList.Item key={field.name} data-field={field.name}>
                          <DataList.ItemLabel minW="40%">{field.label}</DataList.ItemLabel>
                          <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                            {text}
                          </DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {pack.chosen}
                    </Text>
                  )}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Box>

      <Box as="section" aria-labelledby={`${id}-preferences`}>
        <Heading as={sectionHeading} id={`${id}-preferences`} size="lg" mb="4" color="brand.900">
          {t('summary.preferencesHeading')}
        </Heading>
        {chosenKeys.length === 0 ? (
          <Text color="fg.muted">{t('summary.noPreferences')}</Text>
        ) : loading && questions.length === 0 ? (
          <Stack gap="2" aria-busy="true">
            {chosenKeys.map((key) => (
              <Skeleton key={key} h="5" w="60%" />
            ))}
          </Stack>
        ) : (
          <List.Root variant="plain" gap="3">
            {chosenKeys.map((key) => {
              const question = questions.find((q) => q.key === key)
              return (
                <List.Item key={key} alignItems="flex-start" data-question={key}>
                  <List.Indicator asChild color="green.600" mt="1">
                    <CheckIcon />
                  </List.Indicator>
                  <Box>
                    <Text fontWeight="semibold">{question?.title ?? key}</Text>
                    {question?.description && (
                      <Text fontSize="sm" color="fg.muted">
                        {question.description}
                      </Text>
                    )}
                  </Box>
                </List.Item>
              )
            })}
          </List.Root>
        )}
      </Box>
    </Stack>
  )
}
