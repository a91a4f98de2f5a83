import { Alert, Box, Button, DataList, Flex, HStack, Image, List, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'

import { useLang } from '../../../lib/LangContext'
import type { LoginState } from '../../../components/RequireAuth'
import { useSession } from '../../../lib/sessionContext'
import { DismissibleAlert } from '../../../components/DismissibleAlert'
import { imageAttributes, mediaImage } from '../../../lib/mediaImage'
import { describeFailure } from '../../../lib/failure'
import { getUser } from '../../../lib/session'
import type { Catalogue } from '../api/catalogueQuery'
import { sendTreatmentRequest } from '../api/sendTreatmentRequest'
import { formatMonth } from '../format'
import { clearTreatmentsData } from '../treatmentsStore'
import { firstIncompleteStep, stepSchemas, withCatalogue } from '../treatmentsSchema'
import { STEPS, type TreatmentValues } from '../treatmentValues'
import { TreatmentFacts } from '../wizard/TreatmentsStep'
import { SummaryItem, SummarySection, wizardStepPath } from './SummarySection'
import { alertSlotRecipe, dataListSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../../lib/laterRecipes'

registerSlotRecipes({ alert: alertSlotRecipe, dataList: dataListSlotRecipe, list: listSlotRecipe })

/** Where the patient lands after a sent request; the request's number travels in the state. */
export interface TreatmentSuccessState {
  requestId?: number
}

/**
 * The stored answers, section by section with Edit buttons, and 'Send request'. Sending needs a
 * signed-in patient (POST /treatment is user-only): anyone else goes to the login page, which
 * brings them back here; the answers wait in sessionStorage meanwhile.
 */
export function RequestSummary({ values: stored, catalogue }: { values: TreatmentValues; catalogue: Catalogue }) {
  const { t } = useTranslation('treatments')
  const lang = useLang()
  const navigate = useNavigate()
  const { loggedIn } = useSession()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const values = useMemo(() => withCatalogue(stored, catalogue), [stored, catalogue])
  const incompleteAt = useMemo(() => firstIncompleteStep(values, stepSchemas(t, catalogue)), [values, t, catalogue])
  const complete = incompleteAt >= STEPS.length
  const speciality = catalogue.specialityById(values.specialityId)
  // A 64 px square: the thumbnail, cropped around the focal point.
  const specialityImage = mediaImage(speciality?.image, { sizes: '64px', src: 'thumbnail' })
  const treatments = catalogue.treatmentsOf(values.specialityId).filter((x) => values.treatmentIds.includes(x.id))
  const withdrawn =
    stored.treatmentIds.length > values.treatmentIds.length || stored.specialityId !== values.specialityId
  const signedIn = loggedIn && getUser() !== null
  const none = <Text color="fg.muted">{t('summary.none')}</Text>

  const send = async () => {
    if (!signedIn) {
      navigate(`/${lang}/login`, { state: { from: `/${lang}/treatments-summary` } satisfies LoginState })
      return
    }
    setFailure(null)
    setSending(true)
    const result = await sendTreatmentRequest(values, lang)
    if (result.success) {
      navigate(`/${lang}/treatment-success`, {
        state: { requestId: result.content.id } satisfies TreatmentSuccessState,
      })
      clearTreatmentsData()
      return
    }
    setSending(false)
    setFailure(describeFailure(result, t, lang))
  }

  return (
    <Stack gap="6">
      {withdrawn && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('summary.withdrawn')}</Alert.Description>
        </Alert.Root>
      )}

      <SummarySection step="speciality">
        {speciality ? (
          <HStack gap="4">
            {specialityImage && (
              <Image {...imageAttributes(specialityImage)} alt="" boxSize="16" objectFit="cover" rounded="md" />
            )}
            <Text fontWeight="semibold" fontSize="lg">
              {speciality.name}
            </Text>
          </HStack>
        ) : (
          none
        )}
      </SummarySection>

      <SummarySection step="treatments">
        {treatments.length ? (
          <List.Root variant="plain" gap="4">
            {treatments.map((treatment) => (
              <List.Item key={treatment.id} display="block" data-testid="summary-treatment">
                <Text fontWeight="semibold">{treatment.name}</Text>
                <TreatmentFacts treatment={treatment} />
              </List.Item>
            ))}
          </List.Root>
        ) : (
          none
        )}
        {treatments.length > 0 && (
          <Text fontSize="sm" color="fg.muted" mt="4">
            {t('steps.treatments.priceNote')}
          </Text>
        )}
      </SummarySection>

      <SummarySection step="travel">
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
          <SummaryItem label={t('steps.travel.month')}>
            {values.month ? formatMonth(values.month, lang) : none}
          </SummaryItem>
          <SummaryItem label={t('steps.travel.companions')}>
            {values.companions === '' ? none : values.companions === '0' ? t('steps.travel.alone') : values.companions}
          </SummaryItem>
          <SummaryItem label={t('steps.travel.city')}>{values.city ? t(`cities.${values.city}`) : none}</SummaryItem>
          <SummaryItem label={t('steps.travel.budget')}>
            {values.budget ? t(`budgets.${values.budget}`) : t('steps.travel.budgetOpen')}
          </SummaryItem>
        </DataList.Root>
      </SummarySection>

      <SummarySection step="about">
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
          <SummaryItem label={t('steps.about.contact')}>
            {values.contactMethod ? t(`contactMethods.${values.contactMethod}`) : t('steps.about.contactAny')}
          </SummaryItem>
          <SummaryItem label={t('steps.about.notes')}>
            {values.notes.trim() ? (
              <Text whiteSpace="pre-wrap" data-testid="summary-notes">
                {values.notes.trim()}
              </Text>
            ) : (
              none
            )}
          </SummaryItem>
        </DataList.Root>
      </SummarySection>

      {failure && (
        <DismissibleAlert
          type="error"
          title={t('summary.failed')}
          message={failure}
          onDismiss={() => setFailure(null)}
        />
      )}

      {!complete ? (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('summary.incomplete.title')}</Alert.Title>
            <Alert.Description>{t('summary.incomplete.message')}</Alert.Description>
          </Alert.Content>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={wizardStepPath(lang, STEPS[incompleteAt]!)}>{t('summary.incomplete.continue')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Box>
          {!signedIn && (
            <Alert.Root status="info" mb="4" data-testid="sign-in-needed">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('summary.signIn.title')}</Alert.Title>
                <Alert.Description>{t('summary.signIn.message')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Flex justify="flex-end">
            <Button colorPalette="brand" size="lg" loading={sending} onClick={() => void send()}>
              {t('summary.send')}
            </Button>
          </Flex>
        </Box>
      )}
    </Stack>
  )
}
