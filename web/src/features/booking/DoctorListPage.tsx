import { Box, Button, Card, Flex, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@apollo/client/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { PageHero } from '../../components/PageHero'
import { describeFailure } from '../../lib/failure'
import {
  DOCTORS_QUERY,
  DOCTOR_FILTERS_QUERY,
  type DoctorCard,
  type FilterOptions,
  cmsFailure,
  doctorWhere,
} from './api/doctorQueries'
import { DoctorResultCard } from './DoctorResultCard'
import { DoctorSearchForm } from './DoctorSearchForm'
import { useDoctorFilters } from './useDoctorFilters'
import { cardSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ card: cardSlotRecipe })

/** Doctors shown at first and added by each "show more". */
export const PAGE_SIZE = 24

function CardSkeletons() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-busy="true" data-testid="doctors-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Card.Root key={i} variant="outline" overflow="hidden">
          <Skeleton h="56" />
          <Card.Body gap="3">
            <Skeleton h="6" w="70%" />
            <SkeletonText noOfLines={3} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

/** doctor-list: the doctor search (speciality, provider, city, name), its filters in the URL. */
export default function DoctorListPage() {
  const lang = useLang()
  const { t } = useTranslation('booking')
  usePageMeta({ title: t('list.title'), description: t('list.description') })
  const { filters, text, setSearchText, update, clear, active } = useDoctorFilters()
  const [limit, setLimit] = useState(PAGE_SIZE)

  const options = useQuery<FilterOptions>(DOCTOR_FILTERS_QUERY, { variables: { locale: lang } })
  const where = useMemo(() => (options.data ? doctorWhere(filters, options.data) : undefined), [filters, options.data])
  const filterKey = JSON.stringify(filters)
  useEffect(() => setLimit(PAGE_SIZE), [filterKey])

  // Slugs from an old link that match no active option are dropped from the URL.
  useEffect(() => {
    const data = options.data
    if (!data) return
    const lists = { speciality: data.Specialities.docs, provider: data.Providers.docs, city: data.Cities.docs }
    const unknown = Object.fromEntries(
      (Object.keys(lists) as (keyof typeof lists)[])
        .filter((key) => filters[key] && !lists[key].some((item) => item.slug === filters[key]))
        .map((key) => [key, null]),
    )
    if (Object.keys(unknown).length) update(unknown, true)
  }, [options.data, filters, update])

  const doctors = useQuery<{ Doctors: { totalDocs: number; docs: DoctorCard[] } }>(DOCTORS_QUERY, {
    variables: { where: where ?? undefined, limit, locale: lang },
    skip: !where,
    notifyOnNetworkStatusChange: true,
  })
  // While "show more" loads, keep the list on screen.
  const shown = doctors.data ?? (limit > PAGE_SIZE ? doctors.previousData : undefined)
  const list = where === null ? [] : (shown?.Doctors.docs ?? [])
  const total = where === null ? 0 : (shown?.Doctors.totalDocs ?? 0)
  const failed = options.error ?? doctors.error
  const loading = !failed && (options.loading || (where !== null && !shown))

  return (
    <Box>
      <PageHero title={t('list.title')} intro={t('list.intro')} />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <Box borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} bg="bg.panel" shadow="sm">
            <DoctorSearchForm
              filters={filters}
              text={text}
              onText={setSearchText}
              onChange={(changes) => update(changes)}
              onClear={clear}
              canClear={active || text.length > 0}
              loadingOptions={options.loading}
              options={{
                specialities: options.data?.Specialities.docs ?? [],
                providers: options.data?.Providers.docs ?? [],
                cities: options.data?.Cities.docs ?? [],
              }}
            />
          </Box>

          {failed ? (
            <Stack gap="3" data-testid="doctors-error">
              <DismissibleAlert
                type="error"
                title={t('list.error')}
                message={describeFailure(cmsFailure(failed), t, lang)}
              />
              <Button
                alignSelf="flex-start"
                colorPalette="brand"
                variant="outline"
                onClick={() => void (options.error ? options.refetch() : doctors.refetch())}
              >
                {t('actions.retry')}
              </Button>
            </Stack>
          ) : loading ? (
            <CardSkeletons />
          ) : (
            <Stack gap="6">
              <Text role="status" aria-live="polite" fontWeight="semibold" data-testid="doctor-count">
                {t('list.count', { count: total })}
              </Text>
              {list.length === 0 ? (
                <Flex
                  direction="column"
                  align="center"
                  gap="3"
                  borderWidth="1px"
                  borderStyle="dashed"
                  rounded="xl"
                  p="10"
                  textAlign="center"
                  data-testid="doctors-empty"
                >
                  <Heading as="h2" size="lg">
                    {t('list.empty.title')}
                  </Heading>
                  <Text color="gray.600">{t('list.empty.description')}</Text>
                  {(active || text) && (
                    <Button colorPalette="brand" onClick={clear}>
                      {t('list.filters.clear')}
                    </Button>
                  )}
                </Flex>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="doctor-results">
                  {list.map((doctor) => (
                    <DoctorResultCard key={doctor.slug} doctor={doctor} />
                  ))}
                </SimpleGrid>
              )}
              {list.length < total && (
                <Button
                  alignSelf="center"
                  variant="outline"
                  colorPalette="brand"
                  loading={doctors.loading}
                  onClick={() => setLimit((n) => n + PAGE_SIZE)}
                >
                  {t('list.more')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Box>
    </Box>
  )
}
