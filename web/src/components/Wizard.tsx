import { Box, Button, Flex, Image, Steps, Text, chakra, useStepsStyles } from '@chakra-ui/react'
import { type FormikErrors, type FormikHelpers, type FormikValues, Formik, Form } from 'formik'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FocusFirstError } from './FocusFirstError'
import { ChevronEndIcon, ChevronStartIcon } from './icons'
import { stepsSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

registerSlotRecipes({ steps: stepsSlotRecipe })

export interface WizardPage<V> {
  /** Step label; `labelAr` is shown in Arabic when present. */
  label: string
  labelAr?: string
  banner?: string
  /** Runs on every submit of this page; a page without it accepts anything. */
  validate?: (values: V) => FormikErrors<V> | Promise<FormikErrors<V>>
  render: (values: V) => ReactNode
}

export interface WizardProps<V extends FormikValues> {
  pages: WizardPage<V>[]
  initialValues: V
  initialPage?: number
  onSubmit: (values: V, helpers: FormikHelpers<V>) => void | Promise<unknown>
}

/** Steps.List's look on an ordered list (the Wizard's steps show progress only). */
function StepList({ children }: { children: ReactNode }) {
  const styles = useStepsStyles()
  return (
    <chakra.ol css={styles.list} data-orientation="horizontal">
      {children}
    </chakra.ol>
  )
}

/** Page index rules of spec §4: Next capped at the last page, Previous floored at 0. */
export const nextPage = (page: number, count: number) => Math.min(page + 1, count - 1)
export const previousPage = (page: number) => Math.max(page - 1, 0)

/**
 * The multi-step wizard (spec §2, §4, §5): step indicator, a banner per step, Previous/Next,
 * per-page validation on every submit, a final Summary button with a spinner, an initial page.
 */
export function Wizard<V extends FormikValues>({ pages, initialValues, initialPage = 0, onSubmit }: WizardProps<V>) {
  const { t, i18n } = useTranslation()
  const count = pages.length
  const [page, setPage] = useState(() => Math.min(Math.max(initialPage, 0), count - 1))
  const current = pages[page]!
  const isLast = page === count - 1
  const arabic = i18n.language?.startsWith('ar')
  const labelOf = (p: WizardPage<V>) => (arabic && p.labelAr ? p.labelAr : p.label)

  const handleSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    if (isLast) return onSubmit(values, helpers)
    helpers.setTouched({})
    helpers.setSubmitting(false)
    setPage((p) => nextPage(p, count))
  }

  return (
    <Formik<V>
      initialValues={initialValues}
      validate={(values) => current.validate?.(values) ?? {}}
      onSubmit={handleSubmit}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate>
          <FocusFirstError />
          {/* Below 576 px the steps do not fit (320 px, WCAG 1.4.10): "Step 2 of 4: label" and a bar. */}
          <Box hideFrom="sm" mb="6" data-testid="wizard-steps-compact">
            <Text fontWeight="semibold" mb="2">
              {t('wizard.stepOf', { current: page + 1, count, label: labelOf(current) })}
            </Text>
            <Box h="1.5" bg="brand.muted" rounded="full" overflow="hidden" aria-hidden>
              <Box h="full" w={`${((page + 1) / count) * 100}%`} bg="brand.solid" />
            </Box>
          </Box>
          <Steps.Root step={page} count={count} size="sm" colorPalette="brand" mb="6" linear hideBelow="sm">
            {/* Not Steps.List: a tablist whose aria-owns names step triggers this wizard has not. */}
            <StepList>
              {pages.map((p, index) => {
                const label = labelOf(p)
                return (
                  <Steps.Item key={index} index={index} title={label} asChild>
                    <li>
                      <Steps.Indicator />
                      {/* Up to 768 px there is room for the current step's label only. */}
                      <Steps.Title display={{ base: index === page ? 'block' : 'none', md: 'block' }}>
                        {label}
                      </Steps.Title>
                      <Steps.Separator />
                    </li>
                  </Steps.Item>
                )
              })}
            </StepList>
          </Steps.Root>
          {current.banner && (
            <Image
              src={current.banner}
              alt=""
              w="full"
              maxH="48"
              objectFit="cover"
              rounded="lg"
              mb="6"
              data-testid="wizard-banner"
            />
          )}
          <Box data-testid="wizard-page" data-page={page}>
            {current.render(values)}
          </Box>
          <Flex justify="space-between" mt="8" gap="3">
            <Button type="button" variant="outline" onClick={() => setPage(previousPage)} disabled={page === 0}>
              <ChevronStartIcon />
              {t('wizard.previous')}
            </Button>
            {isLast ? (
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('wizard.summary')}
              </Button>
            ) : (
              <Button type="submit" colorPalette="brand">
                {t('wizard.next')}
                <ChevronEndIcon />
              </Button>
            )}
          </Flex>
        </Form>
      )}
    </Formik>
  )
}
