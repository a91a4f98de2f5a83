/**
 * The entry loader of the pages the origin renders: web/server/pageFrame.ts inlines its build
 * (dist-server/entry-loader.js, minified by `npm run build` with vite.loader.config.ts) before
 * `</body>` as `<script data-entry="/assets/index-….js">…</script>`. Its text is the same on every
 * page and build of the same source, so the CSP allows it by one hash (web/server/security.ts).
 * What the page does without the app: pageBehaviours.ts; when the app starts: startEntry.ts.
 */
import { startPageBehaviours } from './pageBehaviours'
import { signedIn, startEntryOnDemand } from './startEntry'

// Only while this script runs is it `document.currentScript`.
const entry = document.currentScript?.dataset.entry
// A signed-in visitor's page is replaced by the app's at once; its switch takes the focus back.
if (!signedIn()) startPageBehaviours()
if (entry) startEntryOnDemand(entry)
