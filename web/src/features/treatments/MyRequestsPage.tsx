import { Badge, Box, Button, Card, DataList, Flex, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import type { ApiFailure } from '../../lib/api'
import { describeFailure } from '../../lib/failure'
import type { Lang } from '../../lib/lang'
import { type OwnTreatmentRequest, listMyTreatmentRequests, sentPreferences } from './api/myTreatmentRequests'
import { formatMonth } from './format'
import { SummaryItem } from './summary/SummarySection'
import { badgeRecipe, cardSlotRecipe, dataListSlotRecipe, listSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe, skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe, dataList: dataListSlotRecipe, list: listSlotRecipe })

type State =
  | { status: 'loading' }
  | { status: 'ready'; requests: OwnTreatmentRequest[] }
  | { status: 'error'; failure: ApiFailure }

/** When a request was sent, as a date in the page's language (Western digits, as elsewhere). */
const sentOn = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso))

function RequestCard({ request }: { request: OwnTreatmentRequest }) {
  const lang = useLang()
  const { t } = useTranslation('treatments')
  const prefs = sentPreferences(request.answers)
  const none = <Text color="fg.muted">{t('summary.none')}</Text>
  return (
    <Card.Root as="article" variant="outline" data-testid="treatment-request" data-request={request.id}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Box>
            <Heading as="h2" size="lg">
              {t('mine.request', { id: request.id })}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('mine.sent', { date: sentOn(request.createdAt, lang) })}
            </Text>
          </Box>
          <Badge
            colorPalette={request.status === 'RECEIVED' ? 'green' : 'gray'}
            variant="subtle"
            data-status={request.status}
          >
            {t(`mine.status.${request.status}`)}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
          {/* Names in the language the request was sent in, as the patient chose them. */}
          <SummaryItem label={t('summary.sections.speciality')}>
            {request.speciality ? <Text lang={request.lang}>{request.speciality.name}</Text> : none}
          </SummaryItem>
          <SummaryItem label={t('summary.sections.treatments')}>
            {request.treatments.length ? (
              <List.Root variant="plain" gap="1" lang={request.lang}>
                {request.treatments.map((treatment) => (
                  <List.Item key={treatment.id}>{treatment.name}</List.Item>
                ))}
              </List.Root>
            ) : (
              none
            )}
          </SummaryItem>
          <SummaryItem label={t('steps.travel.month')}>
            {prefs.month ? formatMonth(prefs.month, lang) : none}
          </SummaryItem>
          <SummaryItem label={t('steps.travel.companions')}>
            {prefs.companions === null ? none : prefs.companions === 0 ? t('steps.travel.alone') : prefs.companions}
          </SummaryItem>
          <SummaryItem label={t('steps.travel.city')}>{prefs.city ? t(`cities.${prefs.city}`) : none}</SummaryItem>
          <SummaryItem label={t('steps.travel.budget')}>
            {prefs.budget ? t(`budgets.${prefs.budget}`) : t('steps.travel.budgetOpen')}
          </SummaryItem>
          <SummaryItem label={t('steps.about.contact')}>
            {prefs.contactMethod ? t(`contactMethods.${prefs.contactMethod}`) : t('steps.about.contactAny')}
          </SummaryItem>
          {request.notes && (
            <SummaryItem label={t('steps.about.notes')}>
              <Text whiteSpace="pre-wrap">{request.notes}</Text>
            </SummaryItem>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  )
}

/**
 * account-treatment-requests: what the patient sent from the treatments wizard, newest first,
 * with where each request stands (GET /user/me/treatment-requests).
 */
export default function MyRequestsPage() {
  const lang = useLang()
  const { t } = useTranslation('treatments')
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  usePageMeta({ title: t('mine.title'), description: t('mine.description') })

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    listMyTreatmentRequests(controller.signal)
      .then((result) =>
        setState(
          result.success
            ? { status: 'ready', requests: Array.isArray(result.content) ? result.content : [] }
            : { status: 'error', failure: result },
        ),
      )
      .catch(() => undefined) // aborted: the page was left
    return () => controller.abort()
  }, [attempt])

  const plan = (
    <Button asChild colorPalette="brand">
      <RouterLink to={`/${lang}/treatments`}>{t('mine.plan')}</RouterLink>
    </Button>
  )

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl" color="brand.900">
            {t('mine.title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('mine.intro')}
          </Text>
        </Box>
        {state.status === 'ready' && state.requests.length > 0 && plan}
      </Flex>
      {state.status === 'loading' && (
        <Stack gap="3" aria-busy="true" aria-label={t('mine.loading')} data-testid="treatment-requests-loading">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h="24" />
          ))}
        </Stack>
      )}
      {state.status === 'error' && (
        <Box>
          <DismissibleAlert
            type="error"
            title={t('mine.loadFailed')}
            message={describeFailure(state.failure, t, lang)}
          />
          <Button mt="3" variant="outline" colorPalette="brand" onClick={() => setAttempt((n) => n + 1)}>
            {t('catalogue.retry')}
          </Button>
        </Box>
      )}
      {state.status === 'ready' &&
        (state.requests.length ? (
          <Stack gap="4">
            {state.requests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </Stack>
        ) : (
          <Stack gap="3" align="flex-start" data-testid="treatment-requests-empty">
            <Heading as="h2" size="md">
              {t('mine.empty.title')}
            </Heading>
            <Text color="fg.muted">{t('mine.empty.message')}</Text>
            {plan}
          </Stack>
        ))}
    </Stack>
  )
}
