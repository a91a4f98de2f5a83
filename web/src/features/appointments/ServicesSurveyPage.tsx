import { Container } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { readDraft, useDraftKey } from '../../lib/sessionDraft'
import { usePageMeta } from '../../lib/usePageMeta'
import { PageHero } from '../../components/PageHero'
import { isClosed, parseAppointmentId } from './api/appointment'
import { useAppointment } from './api/useAppointment'
import {
  ClosedNotice,
  LoadFailedNotice,
  LoadingBlock,
  NoAppointmentNotice,
  NotFoundNotice,
} from './components/SurveyNotice'
import { SurveyForm, type SurveyNavigationState } from './components/SurveyForm'
import { surveyValuesOf, valuesFromSaved } from './surveyValues'
import { catalogFields } from './travelCatalog'
import { useTravelCatalog } from './useTravelCatalog'

/**
 * services-survey (spec §2/§3): the extra services of one appointment, which comes from the
 * navigation state (`appointmentId`, from medical-success) or `?appointment=`. The id is kept in
 * the address so a reload or a detour through the login page finds it again. Saved preferences
 * prefill the form; the answers kept in the tab as they change (through a reload, Back from the
 * summary or an expired session) win over them, and values brought back from the summary
 * ('Edit') over both. The packages' words come from the CMS (useTravelCatalog), loaded alongside the appointment; when the CMS
 * cannot answer, the survey speaks with the site's own words.
 */
export default function ServicesSurveyPage() {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = (location.state ?? null) as Partial<SurveyNavigationState> | null
  const queryId = parseAppointmentId(params.get('appointment'))
  const id = parseAppointmentId(state?.appointmentId) ?? queryId
  const { state: loaded, reload } = useAppointment(id)
  const draftKey = useDraftKey('survey', id)
  const { catalog, loading: catalogLoading } = useTravelCatalog(lang)

  usePageMeta({ title: t('survey.title'), description: t('survey.description') })

  useEffect(() => {
    if (id !== null && queryId !== id)
      navigate({ pathname: location.pathname, search: `?appointment=${id}` }, { replace: true, state: location.state })
  }, [id, queryId, navigate, location.pathname, location.state])

  const body = () => {
    if (id === null) return <NoAppointmentNotice />
    switch (loaded.status) {
      case 'loading':
        return <LoadingBlock />
      case 'notFound':
        return <NotFoundNotice />
      case 'error':
        return <LoadFailedNotice failure={loaded.failure} onRetry={reload} />
      case 'ready': {
        const { appointment } = loaded
        if (isClosed(appointment)) return <ClosedNotice appointmentId={appointment.id} />
        if (catalogLoading) return <LoadingBlock />
        const initial =
          surveyValuesOf(state?.values) ??
          surveyValuesOf(readDraft(draftKey)) ??
          valuesFromSaved(appointment.travelPreferences, catalogFields(catalog))
        return (
          <SurveyForm
            key={appointment.id}
            appointment={appointment}
            initialValues={initial}
            catalog={catalog}
            draftKey={draftKey}
          />
        )
      }
    }
  }

  return (
    <>
      <PageHero title={t('survey.title')} intro={t('survey.intro')} />
      <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        {body()}
      </Container>
    </>
  )
}
