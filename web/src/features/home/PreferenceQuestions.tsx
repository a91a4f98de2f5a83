import { Box, Card, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { ArrowEndIcon } from '../../components/icons'
import { localizeHref } from '../../lib/lang'
import { PREFERENCES_QUERY, type PreferenceQuestion } from '../../lib/preferenceQuestions'
import { cardSlotRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ card: cardSlotRecipe })

/** The preference questionnaire q1–q6 (spec §9); its city links stay under the current language. */
export function PreferenceQuestions() {
  const lang = useLang()
  const { t } = useTranslation()
  const { data } = useQuery<{ PreferenceQuestions: { docs: PreferenceQuestion[] } }>(PREFERENCES_QUERY, {
    variables: { locale: lang },
  })
  const questions = data?.PreferenceQuestions.docs ?? []
  if (!questions.length) return null
  return (
    <Box as="section" aria-labelledby="preferences-heading" data-testid="preferences">
      <Heading id="preferences-heading" as="h2" size="3xl" mb="2" color="brand.900">
        {t('home.preferences.heading')}
      </Heading>
      <Text color="gray.600" mb="8" fontSize="lg">
        {t('home.preferences.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {questions.map((q) => (
          <Card.Root key={q.key} variant="outline" data-question={q.key}>
            <Card.Body gap="2">
              <Card.Title as="h3">{q.title}</Card.Title>
              <Card.Description>{q.description}</Card.Description>
            </Card.Body>
            {q.additionalLink?.link && (
              <Card.Footer>
                <Link asChild color="brand.600" fontWeight="semibold">
                  <RouterLink to={localizeHref(q.additionalLink.link, lang)}>
                    {q.additionalLink.name}
                    <ArrowEndIcon />
                  </RouterLink>
                </Link>
              </Card.Footer>
            )}
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
