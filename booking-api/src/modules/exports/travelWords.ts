/**
 * The services survey's words for the travel-preferences PDF, in the appointment's language (English where a text
 * has no Arabic): package titles, field labels and option labels from the CMS global `travel-services` (what
 * marketing edits and the site shows), preference-question titles from `preference-questions`. If the CMS cannot
 * be read the PDF still renders, in its built-in words.
 */
import type { Payload } from 'payload'

import type { PreferenceQuestion, TravelService } from '@medtour/cms/payload-types'
import { logger } from '../../http/logger'
import type { PdfLang, TravelFieldWords, TravelWords } from '../../lib/pdf'

/** The global's packages as the PDF looks them up: by package key, field name and option value. */
export const wordsOfGlobal = (global: Pick<TravelService, 'packages'> | null | undefined): TravelWords['packages'] => {
  const packages: NonNullable<TravelWords['packages']> = {}
  for (const pack of global?.packages ?? []) {
    if (!pack?.key || Object.hasOwn(packages, pack.key)) continue
    const fields: Record<string, TravelFieldWords> = {}
    for (const field of pack.fields ?? []) {
      if (!field?.name || Object.hasOwn(fields, field.name)) continue
      const options: Record<string, string> = {}
      for (const option of field.options ?? []) {
        const value = option?.value?.trim()
        if (value && option.label && !Object.hasOwn(options, value)) options[value] = option.label
      }
      fields[field.name] = { label: field.label, options }
    }
    packages[pack.key] = { title: pack.title, fields }
  }
  return packages
}

export const loadTravelWords = async (
  payload: Payload,
  lang: PdfLang,
  questionKeys: string[],
): Promise<TravelWords> => {
  const keys = [...new Set(questionKeys.map((k) => k.trim()).filter(Boolean))]
  const [global, questions] = await Promise.all([
    payload
      .findGlobal({ slug: 'travel-services', locale: lang, fallbackLocale: 'en', depth: 0, overrideAccess: true })
      .catch((err: unknown) => {
        logger.warn({ err }, 'travel-services could not be read; the PDF uses its own words')
        return null
      }),
    keys.length === 0
      ? null
      : payload
          .find({
            collection: 'preference-questions',
            where: { key: { in: keys } },
            locale: lang,
            fallbackLocale: 'en',
            depth: 0,
            limit: keys.length,
            pagination: false,
            overrideAccess: true,
          })
          .catch((err: unknown) => {
            logger.warn({ err }, 'preference questions could not be read; the PDF prints their keys')
            return null
          }),
  ])
  return {
    packages: wordsOfGlobal(global as TravelService | null),
    questions: Object.fromEntries(
      ((questions?.docs ?? []) as PreferenceQuestion[]).filter((q) => q.key && q.title).map((q) => [q.key, q.title]),
    ),
  }
}
