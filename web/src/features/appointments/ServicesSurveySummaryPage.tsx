import { Button, Container, Flex, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { clearDraft, readDraft, useDraftKey } from '../../lib/sessionDraft'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { CheckIcon, ChevronStartIcon } from '../../components/icons'
import { PageHero } from '../../components/PageHero'
import { describeFailure } from '../../lib/failure'
import { isClosed, parseAppointmentId, updateAppointment } from './api/appointment'
import { useAppointment } from './api/useAppointment'
import { AppointmentBrief } from './components/AppointmentBrief'
import type { SurveyNavigationState } from './components/SurveyForm'
import { ClosedNotice, NotFoundNotice } from './components/SurveyNotice'
import { TravelPreferencesSummary } from './components/TravelPreferencesSummary'
import { surveyValuesOf, travelPreferencesOf } from './surveyValues'

/**
 * services-survey-summary: the chosen packages and preferences in words. 'Edit' returns to the
 * survey with the values; 'Confirm' stores them (PUT /appointment/{id}) and opens travel-success.
 * Without values in the navigation state it shows the answers kept in the tab (services-survey
 * keeps them), else it goes back to the survey. Confirmed answers are no longer kept.
 */
export default function ServicesSurveySummaryPage() {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = (location.state ?? null) as Partial<SurveyNavigationState> | null
  const id = parseAppointmentId(state?.appointmentId) ?? parseAppointmentId(params.get('appointment'))
  const draftKey = useDraftKey('survey', id)
  const values = surveyValuesOf(state?.values) ?? surveyValuesOf(readDraft(draftKey))
  const { state: loaded } = useAppointment(values ? id : null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  usePageMeta({ title: t('summary.title'), description: t('summary.description') })

  if (id === null || !values) {
    const search = id === null ? '' : `?appointment=${id}`
    return (
      <Navigate
        to={`/${lang}/services-survey${search}`}
        replace
        state={id === null ? undefined : ({ appointmentId: id } satisfies SurveyNavigationState)}
      />
    )
  }

  const preferences = travelPreferencesOf(values)

  const edit = () =>
    navigate(`/${lang}/services-survey?appointment=${id}`, {
      state: { appointmentId: id, values } satisfies SurveyNavigationState,
    })

  const confirm = async () => {
    setSaving(true)
    setFailure(null)
    const result = await updateAppointment(id, { travelPreferences: preferences })
    if (result.success) {
      clearDraft(draftKey)
      navigate(`/${lang}/travel-success`, { state: { appointmentId: id } })
      return
    }
    setSaving(false)
    setFailure(describeFailure(result, t, lang))
  }

  const closed = loaded.status === 'ready' && isClosed(loaded.appointment)

  return (
    <>
      <PageHero title={t('summary.title')} intro={t('summary.intro')} />
      <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        {loaded.status === 'notFound' ? (
          <NotFoundNotice />
        ) : closed ? (
          <ClosedNotice appointmentId={id} />
        ) : (
          <Stack gap={{ base: '8', md: '10' }}>
            <AppointmentBrief
              appointmentId={id}
              appointment={loaded.status === 'ready' ? loaded.appointment : null}
              loading={loaded.status === 'loading'}
            />
            <TravelPreferencesSummary preferences={preferences} />
            {failure && (
              <DismissibleAlert
                type="error"
                title={t('summary.failed')}
                message={failure}
                onDismiss={() => setFailure(null)}
              />
            )}
            <Stack gap="4" borderTopWidth="1px" pt="6">
              <Text color="fg.muted" fontSize="sm">
                {t('summary.confirmHint')}
              </Text>
              <Flex justify="space-between" gap="4" wrap="wrap-reverse">
                <Button variant="outline" colorPalette="brand" size="lg" onClick={edit} disabled={saving}>
                  <ChevronStartIcon />
                  {t('summary.edit')}
                </Button>
                <Button
                  colorPalette="brand"
                  size="lg"
                  onClick={() => void confirm()}
                  loading={saving}
                  loadingText={t('summary.saving')}
                >
                  <CheckIcon />
                  {t('summary.confirm')}
                </Button>
              </Flex>
            </Stack>
          </Stack>
        )}
      </Container>
    </>
  )
}
