/**
 * A screen width for jsdom, which has no layout: `window.matchMedia` answers `min-width` and
 * `max-width` queries (px, em, rem at 16px) for `width`, so Chakra's `useBreakpointValue` picks
 * the value of that width. The polyfill (scripts/jest/web.polyfills.cjs) matches nothing, which
 * is the narrowest screen. Returns a function that puts the previous matchMedia back.
 */
const px = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16)

const matches = (query: string, width: number) =>
  query
    .split(/\s+and\s+/)
    .map((part) => part.match(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/))
    .every((m) => !m || (m[1] === 'min' ? width >= px(m[2]!, m[3]!) : width <= px(m[2]!, m[3]!)))

export function setViewportWidth(width: number) {
  const previous = window.matchMedia
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
  return () => {
    window.matchMedia = previous
  }
}
