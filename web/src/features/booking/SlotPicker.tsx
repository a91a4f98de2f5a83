import { Badge, Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import type { ApiFailure } from '../../lib/api'
import { describeFailure } from '../../lib/failure'
import {
  ISTANBUL,
  type Slot,
  dayKeyIn,
  dayLabel,
  groupSlotsByDay,
  offsetLabel,
  patientClock,
  sameInstant,
  timeIn,
} from './slotTimes'
import { badgeRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe, skeleton: skeletonRecipe })

export interface SlotPickerProps {
  slots: readonly Slot[]
  status: 'loading' | 'ready' | 'error'
  failure?: ApiFailure | null
  onRetry?: () => void
  /** The chosen slot's start (ISO), if any. */
  value?: string | null
  onChange: (start: string) => void
  /** The patient's IANA time zone. */
  timeZone: string
  /** Shown when there are no free times. */
  emptyText?: string
  invalid?: boolean
  /** Labels the group (e.g. the id of a heading or field label). */
  labelledBy?: string
}

/**
 * A doctor's free times grouped by Istanbul day: pick a day, then a time. Every time shows the
 * Istanbul clock and the patient's clock, each labelled; the legend names both zones.
 */
export function SlotPicker({
  slots,
  status,
  failure,
  onRetry,
  value,
  onChange,
  timeZone,
  emptyText,
  invalid,
  labelledBy,
}: SlotPickerProps) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const days = useMemo(() => groupSlotsByDay(slots), [slots])
  const valueDay = value ? dayKeyIn(value, ISTANBUL) : null
  const [picked, setPicked] = useState<string | null>(valueDay)
  const timesId = useId()
  useEffect(() => {
    if (valueDay) setPicked(valueDay)
  }, [valueDay])
  const day = days.find((d) => d.key === picked) ?? days[0]
  const chosen = value ? slots.find((s) => sameInstant(s.start, value)) : undefined
  const sameZone = timeZone === ISTANBUL

  if (status === 'error' && failure)
    return (
      <Stack gap="3" data-testid="slots-error">
        <DismissibleAlert type="error" title={t('slots.error')} message={describeFailure(failure, t, lang)} />
        {onRetry && (
          <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    )

  if (status === 'loading' && !slots.length)
    return (
      <Stack gap="4" aria-busy="true" data-testid="slots-loading">
        <Text srOnly>{t('slots.loading')}</Text>
        <Wrap gap="2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="12" w="24" rounded="md" />
          ))}
        </Wrap>
        <SimpleGrid columns={{ base: 3, md: 5 }} gap="2">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} h="14" rounded="md" />
          ))}
        </SimpleGrid>
      </Stack>
    )

  if (!days.length)
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="6" textAlign="center" data-testid="slots-empty">
        <Text fontWeight="semibold">{emptyText ?? t('slots.none')}</Text>
      </Box>
    )

  const first = days[0]!.first
  return (
    <Stack gap="4" role="group" data-testid="slot-picker" aria-busy={status === 'loading'} aria-labelledby={labelledBy}>
      <Flex gap="2" wrap="wrap" fontSize="sm" data-testid="slot-legend">
        <Badge colorPalette="brand" variant="subtle" size="lg">
          {t('slots.legendIstanbul', { offset: offsetLabel(ISTANBUL, lang, first) })}
        </Badge>
        <Badge colorPalette="orange" variant="subtle" size="lg">
          {t('slots.legendPatient', { offset: offsetLabel(timeZone, lang, first) })} <span dir="ltr">({timeZone})</span>
        </Badge>
      </Flex>

      <Box>
        <Heading as="h3" size="sm" mb="2">
          {t('slots.days')}
        </Heading>
        <Wrap gap="2" role="group" aria-label={t('slots.days')}>
          {days.map((d) => {
            const active = d.key === day?.key
            return (
              <Button
                key={d.key}
                size="sm"
                h="auto"
                py="2"
                flexDirection="column"
                gap="0"
                variant={active ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={active}
                aria-controls={timesId}
                data-day={d.key}
                onClick={() => setPicked(d.key)}
              >
                <span>{dayLabel(d.first, ISTANBUL, lang, 'short')}</span>
                <Text as="span" fontSize="xs" fontWeight="normal">
                  {t('slots.count', { count: d.slots.length })}
                </Text>
              </Button>
            )
          })}
        </Wrap>
      </Box>

      {day && (
        <Box id={timesId}>
          <Heading as="h3" size="sm" mb="2">
            {t('slots.timesOn', { day: dayLabel(day.first, ISTANBUL, lang) })}
          </Heading>
          <SimpleGrid
            columns={{ base: 2, sm: 3, md: 4, lg: 5 }}
            gap="2"
            role="group"
            aria-label={t('slots.timesOn', { day: dayLabel(day.first, ISTANBUL, lang) })}
            data-testid="slot-times"
            data-invalid={invalid || undefined}
          >
            {day.slots.map((slot) => {
              const selected = sameInstant(slot.start, value)
              const istanbul = timeIn(slot.start, ISTANBUL)
              const patient = patientClock(slot.start, timeZone, lang)
              return (
                <Button
                  key={slot.start}
                  h="auto"
                  py="2"
                  px="2"
                  flexDirection="column"
                  gap="0.5"
                  variant={selected ? 'solid' : 'outline'}
                  colorPalette="brand"
                  borderColor={invalid && !selected ? 'red.500' : undefined}
                  aria-pressed={selected}
                  data-slot={slot.start}
                  onClick={() => onChange(slot.start)}
                >
                  {/* The visible text is the name (the legend names the zones); a space keeps the clocks apart. */}
                  <Text as="span" fontSize="md" fontWeight="bold" data-zone="istanbul">
                    {istanbul}{' '}
                    <Text as="span" fontSize="xs" fontWeight="normal">
                      {t('slots.istanbul')}
                    </Text>
                  </Text>{' '}
                  {!sameZone && (
                    <Text as="span" fontSize="xs" fontWeight="normal" data-zone="patient">
                      {patient} {t('slots.yours')}
                    </Text>
                  )}{' '}
                  {/* The day too, so a time read out of context (a screen reader's list of buttons) says which. */}
                  <Text as="span" srOnly>
                    {dayLabel(slot.start, ISTANBUL, lang)}
                  </Text>
                </Button>
              )
            })}
          </SimpleGrid>
        </Box>
      )}

      {chosen && (
        <Text aria-live="polite" data-testid="slot-chosen" fontWeight="semibold">
          {t('slots.chosen', {
            day: dayLabel(chosen.start, ISTANBUL, lang),
            istanbul: timeIn(chosen.start, ISTANBUL),
            patient: patientClock(chosen.start, timeZone, lang),
          })}
        </Text>
      )}
    </Stack>
  )
}
