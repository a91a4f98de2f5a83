/**
 * When a page the origin rendered starts the site's app (entryLoader.ts runs this inline, in the
 * page, before any script of the build).
 *
 * A rendered page is whole without the app: its text, links (plain page loads), the header's
 * solid state, the language switch, the FAQ's answers and the reviews work on their own
 * (pageBehaviours.ts). The app is needed for what React draws on demand — menus, dialogs, forms —
 * so it is started on the visitor's first sign of using one, and never just because the page
 * loaded:
 * - at once for a signed-in visitor (whose page the app draws anew);
 * - on a key pressed;
 * - on the focus or the pointer coming to, or a click on, a control that needs it (`NEEDS_APP`: a
 *   form field, a button; not a link, which a click follows, nor the FAQ's native disclosures).
 * What was done before the app was live is done again once it is (`<html data-hydrated>`, set by
 * src/main.tsx): the click on a control and a form's submission (held, then replayed), what was
 * typed into form fields (given to the app as input), the pointer resting on a control.
 */

/** Controls whose click or hover needs the app; links and the FAQ's native disclosures do not. */
export const NEEDS_APP = 'button, input, select, textarea, label, [role="button"], [data-needs-app]'

/** The control of `target` that needs the app; none inside what the page does itself (`data-page-control`). */
const controlOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element && !target.closest('[data-page-control]') ? target.closest<HTMLElement>(NEEDS_APP) : null

/** A signed-in visitor's page is drawn anew by the app, at once. */
export const signedIn = (): boolean => {
  try {
    return localStorage.getItem('user') !== null
  } catch {
    // No storage (a privacy mode): treated as signed out.
    return false
  }
}

/** Resolves once the app has taken the page over. */
const whenLive = (): Promise<void> =>
  new Promise((resolve) => {
    const html = document.documentElement
    if (html.hasAttribute('data-hydrated')) return resolve()
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute('data-hydrated')) return
      observer.disconnect()
      resolve()
    })
    observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] })
  })

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const defaultOf = (field: Field) =>
  field instanceof HTMLSelectElement
    ? (([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '')
    : field.defaultValue

/**
 * Gives the app what was typed or chosen before it was live: React adopted each field with the
 * value it had then, so the field is set back to its first value and then to the typed one, each
 * time with the event the app listens to, as typing would.
 */
export const replayTypedValues = (root: ParentNode = document): void => {
  const fields = root.querySelectorAll<Field>(
    'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=hidden]):not([type=file]), textarea, select',
  )
  for (const field of fields) {
    const typed = field.value
    const first = defaultOf(field)
    if (typed === first) continue
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
    if (!setValue) continue
    const type = field instanceof HTMLSelectElement ? 'change' : 'input'
    for (const value of [first, typed]) {
      setValue.call(field, value)
      field.dispatchEvent(new Event(type, { bubbles: true }))
    }
  }
}

/** A click like `event`, to be dispatched again (the same kind: a key's click has no detail). */
const copyOfClick = (event: MouseEvent) =>
  new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    composed: true,
    detail: event.detail,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    button: event.button,
    buttons: event.buttons,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
  })

/** Adds the module script `entry` (an address) to the page when the visitor needs the app. */
export const startEntryOnDemand = (entry: string): void => {
  let started = false
  let live = document.documentElement.hasAttribute('data-hydrated')
  let heldClick: { target: HTMLElement; event: MouseEvent } | null = null
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  let hovered: HTMLElement | null = null

  const start = () => {
    if (started) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = entry
    document.head.appendChild(script)
  }

  const options = { capture: true, passive: true }
  addEventListener('keydown', start, options)
  addEventListener(
    'focusin',
    (event) => {
      if (controlOf(event.target)) start()
    },
    options,
  )
  addEventListener(
    'pointerover',
    (event) => {
      const control = controlOf(event.target)
      if (!control || live) return
      hovered = control
      start()
    },
    options,
  )
  // Held in the capture phase, before anything of the page sees it.
  addEventListener(
    'click',
    (event) => {
      const control = controlOf(event.target)
      if (!control || live) return
      event.preventDefault()
      event.stopImmediatePropagation()
      heldClick = { target: control, event }
      start()
    },
    true,
  )
  addEventListener(
    'submit',
    (event) => {
      if (live || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      heldSubmit = { form: event.target, submitter: event.submitter ?? null }
      start()
    },
    true,
  )

  void whenLive().then(() => {
    live = true
    replayTypedValues()
    if (hovered?.isConnected && hovered.matches(':hover')) {
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }))
    }
    if (heldClick?.target.isConnected) heldClick.target.dispatchEvent(copyOfClick(heldClick.event))
    else if (heldSubmit?.form.isConnected) heldSubmit.form.requestSubmit(heldSubmit.submitter ?? undefined)
    heldClick = heldSubmit = null
  })

  if (signedIn()) start()
}
