import { Heading, Stack, Text } from '@chakra-ui/react'
import { getIn, useFormikContext } from 'formik'
import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { setTreatmentsData } from '../treatmentsStore'
import { STEPS, type StepKey, type TreatmentValues } from '../treatmentValues'

export const WIZARD_ANCHOR_ID = 'treatments-wizard'

/** A field's error once the field has been touched (spec §5), else nothing. */
export function useFieldError(name: keyof TreatmentValues): string | undefined {
  const { touched, errors } = useFormikContext<TreatmentValues>()
  const error = getIn(errors, name) as unknown
  return getIn(touched, name) && typeof error === 'string' ? error : undefined
}

interface Props {
  step: StepKey
  /** The step shown before this one (null at first), to move focus only on a step change. */
  lastShown: RefObject<number | null>
  children: ReactNode
}

/**
 * One wizard step: its question as a heading, a hint and the fields. While it is shown it keeps
 * the address (`?step=N`) and the stored values up to date, so a reload returns to the same step
 * with the same answers; arriving from another step moves focus to its heading.
 */
export function StepFrame({ step, lastShown, children }: Props) {
  const { t } = useTranslation('treatments')
  const { values, dirty } = useFormikContext<TreatmentValues>()
  const [searchParams, setSearchParams] = useSearchParams()
  const heading = useRef<HTMLHeadingElement>(null)
  const index = STEPS.indexOf(step)

  useEffect(() => {
    if (lastShown.current !== null && lastShown.current !== index) {
      document.getElementById(WIZARD_ANCHOR_ID)?.scrollIntoView({ block: 'start' })
      heading.current?.focus({ preventScroll: true })
    }
    lastShown.current = index
  }, [index, lastShown])

  const shownStep = searchParams.get('step')
  useEffect(() => {
    const wanted = String(index + 1)
    if (shownStep === wanted) return
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('step', wanted)
        return next
      },
      { replace: true },
    )
  }, [index, shownStep, setSearchParams])

  useEffect(() => {
    if (dirty) setTreatmentsData(values)
  }, [values, dirty])

  return (
    <Stack gap="6" data-step={step}>
      <Stack gap="2">
        <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
          {t(`steps.${step}.title`)}
        </Heading>
        <Text color="fg.muted">{t(`steps.${step}.hint`)}</Text>
      </Stack>
      {children}
    </Stack>
  )
}
