import { Box, Button, Checkbox, Heading, Link, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../../lib/LangContext'
import { DismissibleAlert } from '../../../components/DismissibleAlert'
import { ArrowEndIcon } from '../../../components/icons'
import { localizeHref } from '../../../lib/lang'
import { usePreferenceQuestions } from '../../../lib/preferenceQuestions'
import { checkboxSlotRecipe, checkmarkRecipe, linkRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ checkmark: checkmarkRecipe, link: linkRecipe, skeleton: skeletonRecipe })
registerSlotRecipes({ checkbox: checkboxSlotRecipe })

interface Props {
  value: string[]
  onChange: (keys: string[]) => void
}

/**
 * The preference questions q1–q6 (CMS) as checkboxes with title and description. Their city
 * links open in a new tab under the current language, so the survey is not lost.
 */
export function PreferenceChoices({ value, onChange }: Props) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const { questions, loading, error, refetch } = usePreferenceQuestions(lang)

  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...value.filter((k) => k !== key), key] : value.filter((k) => k !== key))

  return (
    <Box as="section" aria-labelledby="survey-preferences-heading" data-testid="survey-preferences">
      <Heading as="h2" id="survey-preferences-heading" size="2xl" color="brand.900" mb="2">
        {t('survey.preferencesHeading')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('survey.preferencesIntro')}
      </Text>
      {error && !questions.length && (
        <Box mb="4">
          <DismissibleAlert type="error" title={t('survey.preferencesFailed')} />
          <Button mt="2" size="sm" variant="outline" onClick={() => void refetch()}>
            {t('actions.retry')}
          </Button>
        </Box>
      )}
      {loading && !questions.length ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="24" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {questions.map((question) => {
            const checked = value.includes(question.key)
            const descriptionId = `preference-${question.key}-description`
            const link = question.additionalLink?.link
            return (
              <Box
                key={question.key}
                borderWidth={checked ? '2px' : '1px'}
                borderColor={checked ? 'brand.500' : 'border'}
                bg={checked ? 'brand.50' : 'white'}
                rounded="lg"
                p="4"
                data-question={question.key}
              >
                <Checkbox.Root
                  checked={checked}
                  onCheckedChange={(e) => toggle(question.key, e.checked === true)}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput
                    name="preferenceQuestions"
                    value={question.key}
                    aria-describedby={descriptionId}
                  />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="semibold">{question.title}</Checkbox.Label>
                </Checkbox.Root>
                {question.description && (
                  <Text id={descriptionId} fontSize="sm" color="fg.muted" mt="1" ps="7">
                    {question.description}
                  </Text>
                )}
                {link && (
                  <Box ps="7" mt="2">
                    <Link
                      href={localizeHref(link, lang)}
                      target="_blank"
                      rel="noopener noreferrer"
                      color="brand.600"
                      fontWeight="semibold"
                      fontSize="sm"
                    >
                      {question.additionalLink?.name || t('survey.learnMore')}
                      <VisuallyHidden>{t('survey.opensInNewTab')}</VisuallyHidden>
                      <ArrowEndIcon />
                    </Link>
                  </Box>
                )}
              </Box>
            )
          })}
        </SimpleGrid>
      )}
    </Box>
  )
}
