/**
 * The entry loader of the pages the origin renders: web/server/ssr.ts inlines its build
 * (dist-server/entry-loader.js, minified by `npm run build` with vite.loader.config.ts) before
 * `</body>` as `<script data-entry="/assets/index-….js">…</script>`. Its text is the same on every
 * page and build of the same source, so the CSP allows it by one hash (web/server/security.ts).
 * When the entry starts: startEntry.ts.
 */
import { startEntryWhenShown } from './startEntry'

// Only while this script runs is it `document.currentScript`.
const entry = document.currentScript?.dataset.entry
if (entry) startEntryWhenShown(entry)
