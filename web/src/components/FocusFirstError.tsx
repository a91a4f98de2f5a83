import { FormikContext, type FormikErrors } from 'formik'
import { useContext, useEffect, useRef } from 'react'

/** What the helper reads of a Formik form (`useFormik()`'s value, or the `<Formik>` context). */
export interface SubmitState {
  submitCount: number
  isSubmitting: boolean
  isValidating: boolean
  errors: FormikErrors<unknown>
}

/** The field names of Formik's errors: `email`, `travel.city`, `phones.0.number` (and `phones[0].number`). */
export function errorNames(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix ? [prefix] : []
  if (!errors || typeof errors !== 'object') return []
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) => {
    const names = errorNames(value, prefix ? `${prefix}.${key}` : key)
    const bracketed = Array.isArray(errors) && prefix ? errorNames(value, `${prefix}[${key}]`) : []
    return [...names, ...bracketed]
  })
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])'

/**
 * The invalid controls of a form in page order: the fields named by the errors, the controls
 * marked aria-invalid, and the first control of each invalid field (Chakra's `data-invalid`,
 * e.g. a group of buttons such as the slot picker).
 */
export function invalidControls(form: ParentNode, names: string[]): HTMLElement[] {
  const found = new Set<HTMLElement>()
  for (const name of names)
    form.querySelectorAll<HTMLElement>(`[name="${name.replace(/["\\]/g, '\\$&')}"]`).forEach((el) => found.add(el))
  form.querySelectorAll<HTMLElement>('[aria-invalid="true"]').forEach((el) => found.add(el))
  form.querySelectorAll<HTMLElement>('[data-invalid]').forEach((group) => {
    const first = group.matches(FOCUSABLE) ? group : group.querySelector<HTMLElement>(FOCUSABLE)
    if (first) found.add(first)
  })
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
}

/** Focuses the first of `controls` that can take the focus (not disabled, shown); true if one did. */
export function focusFirst(controls: HTMLElement[]) {
  for (const el of controls) {
    if ((el as HTMLInputElement).disabled) continue
    el.focus()
    if (document.activeElement === el) return true
  }
  return false
}

/**
 * After a submit that failed validation (or that the server answered with field errors), the
 * first invalid field in the form takes the focus (WCAG 3.3.1, 2.4.3), scrolled clear of the
 * fixed header (the theme's scroll-padding). Put it anywhere inside the `<form>`: one line per
 * form, `<FocusFirstError form={formik} />` with `useFormik`, `<FocusFirstError />` in `<Formik>`.
 */
export function FocusFirstError({ form }: { form?: SubmitState }) {
  const context = useContext(FormikContext) as SubmitState | undefined
  const state = form ?? context
  const marker = useRef<HTMLSpanElement>(null)
  const handled = useRef(0)
  const { submitCount = 0, isSubmitting, isValidating, errors } = state ?? {}

  useEffect(() => {
    if (!submitCount || submitCount === handled.current || isSubmitting || isValidating) return
    handled.current = submitCount
    const names = errorNames(errors)
    const scope = marker.current?.closest('form')
    if (!names.length || !scope) return
    focusFirst(invalidControls(scope, names))
  }, [submitCount, isSubmitting, isValidating, errors])

  return <span ref={marker} hidden />
}
