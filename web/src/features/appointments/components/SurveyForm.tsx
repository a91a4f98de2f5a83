import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useFormik } from 'formik'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'

import { useLang } from '../../../lib/LangContext'
import { useSessionDraft } from '../../../lib/sessionDraft'
import { FocusFirstError } from '../../../components/FocusFirstError'
import { ChevronEndIcon } from '../../../components/icons'
import type { Appointment } from '../api/appointment'
import { surveySchema } from '../surveySchema'
import type { SurveyValues } from '../surveyValues'
import { type TravelCatalog, catalogFields } from '../travelCatalog'
import { AppointmentBrief } from './AppointmentBrief'
import { PackageCard } from './PackageCard'
import { PreferenceChoices } from './PreferenceChoices'

/** Navigation state of the summary page (and of the survey when coming back to edit). */
export interface SurveyNavigationState {
  appointmentId: number
  values?: SurveyValues
}

interface Props {
  appointment: Appointment
  initialValues: SurveyValues
  /** The packages in the CMS's words, with their effective rules (useTravelCatalog). */
  catalog: TravelCatalog
  /** Where the answers are kept in the tab as they change (lib/sessionDraft.ts). */
  draftKey?: string | null
}

/**
 * The services survey: the five packages, then the preference questions. Next validates (a
 * package's fields only while it is on) and opens the summary with the values. The answers are
 * kept in the tab as they change, so a reload or Back from the summary finds them again.
 */
export function SurveyForm({ appointment, initialValues, catalog, draftKey = null }: Props) {
  const lang = useLang()
  const navigate = useNavigate()
  const { t } = useTranslation('travel')
  const schema = useMemo(() => surveySchema(t, catalogFields(catalog)), [t, catalog])

  const formik = useFormik<SurveyValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => {
      const state: SurveyNavigationState = { appointmentId: appointment.id, values }
      navigate(`/${lang}/services-survey-summary?appointment=${appointment.id}`, { state })
    },
  })

  useSessionDraft(draftKey, formik.values)

  const { submitCount, isValid } = formik

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('survey.formLabel')}>
      {/* After a refused Next, the patient is taken to the first field that needs them. */}
      <FocusFirstError form={formik} />
      <Stack gap={{ base: '8', md: '10' }}>
        <AppointmentBrief appointmentId={appointment.id} appointment={appointment} />

        <Box as="section" aria-labelledby="survey-packages-heading">
          <Heading as="h2" id="survey-packages-heading" size="2xl" color="brand.900" mb="2">
            {t('survey.packagesHeading')}
          </Heading>
          <Text color="fg.muted" mb="6">
            {t('survey.packagesIntro')}
          </Text>
          <Stack gap="5">
            {catalog.map((pack) => (
              <PackageCard key={pack.key} pack={pack} formik={formik} />
            ))}
          </Stack>
        </Box>

        <PreferenceChoices
          value={formik.values.preferenceQuestions}
          onChange={(keys) => void formik.setFieldValue('preferenceQuestions', keys)}
        />

        {submitCount > 0 && !isValid && (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {t('survey.fixErrors')}
          </Text>
        )}

        <Flex justify="space-between" align="center" gap="4" wrap="wrap-reverse" borderTopWidth="1px" pt="6">
          <Button asChild variant="ghost" colorPalette="gray">
            <RouterLink to={`/${lang}/account-appointment-details?id=${appointment.id}`}>
              {t('survey.later')}
            </RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" size="lg">
            {t('survey.next')}
            <ChevronEndIcon />
          </Button>
        </Flex>
      </Stack>
    </form>
  )
}
