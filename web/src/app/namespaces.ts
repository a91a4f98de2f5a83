/**
 * The translation namespaces (web/public/locales/{lang}/{ns}.json), all loaded at start. Also read
 * by vite.config.ts, which lists them in index.html so their requests start before the JS runs.
 */
export const NAMESPACES = [
  'common',
  'providers',
  'contact',
  'account',
  'booking',
  'travel',
  'treatments',
  'admin',
] as const
