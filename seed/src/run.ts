import config from '@medtour/cms/config'
import { getPayload } from 'payload'

import { newStats } from './lib/upsert'
import { seedFaqs, seedPages, seedPreferenceQuestions } from './steps/content'
import { seedCountries } from './steps/countries'
import { seedGlobals } from './steps/globals'
import { mediaSeeder } from './steps/media'
import { seedProviders, seedReviews } from './steps/providers'
import { seedCities, seedDoctors, seedFacilities, seedSpecialities, seedTreatments } from './steps/reference'
import { seedDevAccounts } from './steps/users'

export const wantsDevAccounts = (env: NodeJS.ProcessEnv = process.env) =>
  env.SEED_DEV_ACCOUNTS ? env.SEED_DEV_ACCOUNTS === 'true' : env.APP_ENV !== 'production'

/** Runs every step in dependency order; returns a one-line summary. */
export const runSeed = async () => {
  const payload = await getPayload({ config })
  const force = process.env.SEED_FORCE === 'true'
  const stats = newStats()
  const media = mediaSeeder(payload, stats)

  await seedCountries(payload, force, stats)
  await seedSpecialities(payload, media, force, stats)
  await seedTreatments(payload, force, stats)
  await seedPages(payload, media, force, stats)
  await seedCities(payload, force, stats)
  await seedProviders(payload, media, force, stats)
  await seedFacilities(payload, force, stats)
  await seedDoctors(payload, media, force, stats)
  await seedReviews(payload, force, stats)
  await seedFaqs(payload, force, stats)
  await seedPreferenceQuestions(payload, force, stats)
  await seedGlobals(payload, media, force, stats)
  if (wantsDevAccounts()) await seedDevAccounts(payload, stats)

  await payload.destroy()
  return `${stats.created} created, ${stats.updated} updated, ${stats.unchanged} unchanged`
}
