/**
 * The mobile menu's behaviour (spec §2: a hamburger below 992 px), without React: the header's
 * menu is a native modal `<dialog>` (the browser keeps the focus inside it, closes it on Escape
 * and gives the focus back to the hamburger), so a rendered page opens it before and without the
 * app (src/boot/pageBehaviours.ts) exactly as the app does (Header.tsx). Its groups are native
 * disclosures (`<details name>`: one open at a time), which need no script at all.
 *
 * The hamburger opens and closes it (`aria-expanded` says which); the close button, a click on
 * the dimmed page beside it and following one of its links close it.
 */

/** Marks the hamburger and the dialog; a page's own controls (no app needed) carry `data-page-control`. */
export const MENU_TOGGLE = 'button[data-menu-toggle]'
export const MENU_DIALOG = 'dialog[data-mobile-menu]'

export const closeMobileMenu = (dialog: HTMLDialogElement | null | undefined): void => {
  if (dialog && dialog.open) dialog.close()
}

/** Whether a click at (x, y) fell outside the dialog's box: on its backdrop. */
const outside = (dialog: HTMLDialogElement, event: MouseEvent) => {
  if (event.target !== dialog || (event.clientX === 0 && event.clientY === 0)) return false
  const box = dialog.getBoundingClientRect()
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
}

/**
 * Wires `toggle` to `dialog` once: the rendered page and the app (separate bundles) may both ask,
 * and the first does it (`data-menu-attached` on the toggle). Returns the way to undo it.
 */
export const attachMobileMenu = (toggle: HTMLElement | null, dialog: HTMLDialogElement | null): (() => void) => {
  if (!toggle || !dialog || toggle.hasAttribute('data-menu-attached')) return () => {}
  toggle.setAttribute('data-menu-attached', '')
  const sync = () => toggle.setAttribute('aria-expanded', String(dialog.open))
  const onToggle = () => {
    if (dialog.open) dialog.close()
    else dialog.showModal()
    sync()
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (outside(dialog, event) || target?.closest('[data-menu-close]')) closeMobileMenu(dialog)
    // Following a link closes it (the language switch closes it itself, before it waits).
    else if (target?.closest('a[href]') && !target.closest('[data-language-switch]')) closeMobileMenu(dialog)
  }
  sync()
  toggle.addEventListener('click', onToggle)
  dialog.addEventListener('click', onClick)
  dialog.addEventListener('close', sync)
  return () => {
    toggle.removeAttribute('data-menu-attached')
    toggle.removeEventListener('click', onToggle)
    dialog.removeEventListener('click', onClick)
    dialog.removeEventListener('close', sync)
  }
}
