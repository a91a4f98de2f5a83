/**
 * Seeds every piece of content and reference data, in English and Arabic, from local fixtures
 * (no network; images ship in seed/assets). Repeatable: documents are found by natural keys
 * and left alone when present, so a second run changes nothing.
 *
 *   npm run seed                 content + reference data (+ dev staff accounts outside production)
 *   SEED_FORCE=true npm run seed rewrite documents from the fixtures (overwrites panel edits)
 *   SEED_DEV_ACCOUNTS=true|false create the development admin/moderator (default: not in production)
 */
import { runSeed } from './run'

runSeed()
  .then((summary) => {
    console.log(`seed: ${summary}`)
    process.exit(0)
  })
  .catch((err: unknown) => {
    console.error('seed failed:', err)
    process.exit(1)
  })
