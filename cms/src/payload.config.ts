import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { createDatabaseAdapter } from './db'
import { smtpEmailAdapter } from './email/adapter'
import { auditContent } from './audit/contentTrail'
import { requireBilingualAlt } from './content/altText'
import { announceContentChanges } from './content/changes'
import { applyPublishing } from './content/publishing'
import { unusedMediaEndpoint } from './content/mediaUsage'
import { sitePreviewEndpoint } from './content/preview'
import { contentEvents } from './endpoints/contentEvents'
import { deskExportEndpoint } from './endpoints/deskExport'
import { env } from './env'
import { jobs } from './jobs/config'
import { labelBaseFields } from './i18n/baseFieldLabels'
import { localizeAdmin } from './i18n/localizeAdmin'
import { panelTranslations } from './i18n/panelTranslations'
import { labelRows } from './i18n/rowLabels'
import { collections, globals } from './schema'
import { storagePlugin } from './storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Arabic labels for every field of the panel (see i18n/adminText.ts).
localizeAdmin(collections, globals)
// List rows titled by their content ("28 · hospitals"), not "Figure 03" (i18n/rowLabels.ts).
labelRows(collections, globals)
// Drafts, scheduled publishing and versions for marketing's content (content/publishing.ts).
applyPublishing(collections, globals)
// Publishing needs its images' alternative text in both languages (content/altText.ts).
requireBilingualAlt(collections, globals)
// Who created, published, unpublished or deleted content, for admins (audit/contentTrail.ts).
auditContent(collections, globals)
// Public content's changes reach the site's origins (content/changes.ts).
announceContentChanges(collections, globals)

// Payload's own fields (timestamps, status, order) are added by buildConfig: labelled after it.
export default buildConfig({
  serverURL: env.publicUrl,
  secret: env.payloadSecret,
  admin: {
    user: 'users',
    avatar: 'default',
    components: {
      beforeDashboard: ['/components/admin/desk/DeskDashboard'],
      // The panel's own language, at the login and in the header (not the content's language).
      beforeLogin: ['/components/admin/PanelLanguage'],
      actions: ['/components/admin/PanelLanguage'],
      graphics: {
        Logo: '/components/admin/Logo',
        Icon: '/components/admin/Icon',
      },
    },
    meta: { titleSuffix: ' · Medical Tourism Turkey CMS' },
    importMap: { baseDir: dirname },
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
    // "Content language" and "Panel language" instead of two controls both called "Language".
    translations: panelTranslations,
  },
  localization: {
    locales: [
      { code: 'en', label: { en: 'English', ar: 'الإنجليزية' } },
      { code: 'ar', label: { en: 'Arabic', ar: 'العربية' }, rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections,
  globals,
  endpoints: [...contentEvents, deskExportEndpoint, sitePreviewEndpoint, unusedMediaEndpoint],
  editor: lexicalEditor(),
  db: createDatabaseAdapter(env.databaseUri),
  email: smtpEmailAdapter,
  jobs,
  // Media and attachments in object storage when S3_BUCKET is set (docs/scale.md).
  plugins: [storagePlugin()],
  sharp,
  cors: [env.publicUrl, env.cmsUrl],
  csrf: [env.publicUrl, env.cmsUrl],
  graphQL: { maxComplexity: env.graphqlMaxComplexity, disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
}).then(labelBaseFields)
