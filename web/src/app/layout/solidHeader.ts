/**
 * The header's solid state (spec §9: solid after a scroll of more than 50 px), kept by the page
 * itself rather than by React: a rendered page that has not started the app yet (src/boot)
 * turns its header solid the same way as the app does. The state is `data-solid` on the header;
 * its look follows in CSS (Header.tsx), and pictures marked `data-solid-src` take that address
 * while it is solid (the dark logo).
 */
import type { SystemStyleObject } from '@chakra-ui/react'

import { SOLID_HEADER_AFTER_PX } from './layoutRules'

/** Styles of an element inside the header while it is solid (white). */
export const whenSolid = (style: SystemStyleObject) => ({ '[data-solid] &': style })
/** Styles of an element inside the header while it is see-through (dark). */
export const whenClear = (style: SystemStyleObject) => ({ 'header:not([data-solid]) &': style })

/** Sets the header's state: `data-solid`, and each marked picture's address. */
export const applySolid = (header: HTMLElement, solid: boolean): void => {
  if (solid) header.setAttribute('data-solid', 'true')
  else header.removeAttribute('data-solid')
  for (const img of header.querySelectorAll<HTMLImageElement>('img[data-solid-src][data-clear-src]')) {
    const src = img.getAttribute(solid ? 'data-solid-src' : 'data-clear-src')!
    if (img.getAttribute('src') !== src) img.setAttribute('src', src)
  }
}

/**
 * Keeps `header` solid while the page is scrolled more than 50 px; returns the way to stop.
 * The first reading waits for the first frame: reading the scroll position computes the page's
 * style and layout, and read while the page is still being parsed (the inline loader) it would
 * join them to the parser's task — one long task where the browser makes two short ones.
 */
export const watchSolid = (header: HTMLElement, threshold = SOLID_HEADER_AFTER_PX): (() => void) => {
  const update = () => applySolid(header, window.scrollY > threshold)
  const first = requestAnimationFrame(update)
  window.addEventListener('scroll', update, { passive: true })
  return () => {
    cancelAnimationFrame(first)
    window.removeEventListener('scroll', update)
  }
}
