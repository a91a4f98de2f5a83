import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Cities } from './collections/Cities'
import { Countries } from './collections/Countries'
import { Doctors } from './collections/Doctors'
import { Facilities } from './collections/Facilities'
import { Faqs } from './collections/Faqs'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { PreferenceQuestions } from './collections/PreferenceQuestions'
import { Providers } from './collections/Providers'
import { Reviews } from './collections/Reviews'
import { Specialities } from './collections/Specialities'
import { Treatments } from './collections/Treatments'
import { Users } from './collections/Users'
import { createDatabaseAdapter } from './db'
import { smtpEmailAdapter } from './email/adapter'
import { env } from './env'
import { Footer } from './globals/Footer'
import { LiveChat } from './globals/LiveChat'
import { Navigation } from './globals/Navigation'
import { SocialLinks } from './globals/SocialLinks'
import { TravelServices } from './globals/TravelServices'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.publicUrl,
  secret: env.payloadSecret,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Medical Tourism Turkey CMS' },
    importMap: { baseDir: dirname },
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
  },
  localization: {
    locales: [
      { code: 'en', label: { en: 'English', ar: 'الإنجليزية' } },
      { code: 'ar', label: { en: 'Arabic', ar: 'العربية' }, rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections: [
    Pages,
    Providers,
    Reviews,
    Faqs,
    PreferenceQuestions,
    Specialities,
    Treatments,
    Doctors,
    Facilities,
    Cities,
    Countries,
    Media,
    Users,
  ],
  globals: [Navigation, Footer, SocialLinks, LiveChat, TravelServices],
  editor: lexicalEditor(),
  db: createDatabaseAdapter(env.databaseUri),
  email: smtpEmailAdapter,
  sharp,
  cors: [env.publicUrl, env.cmsUrl],
  csrf: [env.publicUrl, env.cmsUrl],
  graphQL: { maxComplexity: env.graphqlMaxComplexity, disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
