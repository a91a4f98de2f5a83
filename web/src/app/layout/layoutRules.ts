/** Header and footer visibility (spec §2 layout rules, §6). */
const HEADER_HIDDEN_ON = ['treatment-success', 'treatments-summary']
const FOOTER_HIDDEN_PATHS = [
  '/pages/doctor-grid',
  '/pages/doctor-list',
  '/pages/video-call',
  '/pages/voice-call',
  '/pages/chat-doctor',
  '/patient/doctor-list',
  '/patient/doctor-grid',
]

const withoutLang = (pathname: string) => pathname.replace(/^\/(en|ar)(?=\/|$)/, '') || '/'

export const showHeader = (pathname: string, loggedIn: boolean) =>
  !loggedIn && !HEADER_HIDDEN_ON.some((part) => pathname.includes(part))

/** Our logged-in app bar takes the public header's place, on the same paths. */
export const showAppBar = (pathname: string, loggedIn: boolean) =>
  loggedIn && !HEADER_HIDDEN_ON.some((part) => pathname.includes(part))

export const showFooter = (pathname: string, loggedIn: boolean) => {
  if (loggedIn || pathname.includes('account')) return false
  const bare = withoutLang(pathname).replace(/\/+$/, '')
  return !FOOTER_HIDDEN_PATHS.some((p) => bare === p || pathname === p)
}

/** Solid header after a scroll of more than 50 px; hamburger below 992 px (spec §9). */
export const SOLID_HEADER_AFTER_PX = 50
export const MOBILE_BREAKPOINT_PX = 992
export const LANGUAGE_SWITCH_DELAY_MS = 300
export const START_NOW_FADE_MS = 10_000
