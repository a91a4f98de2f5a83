import type { Payload } from 'payload'

import { faqs } from '../data/faqs'
import { pages } from '../data/pages'
import { preferenceQuestions } from '../data/preferenceQuestions'
import { toRichText } from '../lib/richText'
import type { Stats } from '../lib/upsert'
import { upsert } from '../lib/upsert'

type Media = (key: string) => Promise<number | string>

export const seedPages = async (payload: Payload, media: Media, force: boolean, stats: Stats) => {
  // Created in the site's order: the panel's drag-and-drop order (`_order`) starts as this one.
  for (const page of [...pages].sort((a, b) => a.order - b.order)) {
    const localized = (lang: 'en' | 'ar') => {
      const c = page.content[lang]
      return { title: c.title, description: c.description, intro: c.intro, body: toRichText(c.body, lang) }
    }
    await upsert({
      payload,
      collection: 'pages',
      where: { slug: { equals: page.slug } },
      en: {
        ...localized('en'),
        slug: page.slug,
        path: page.path,
        section: page.section,
        banner: await media(page.banner),
      },
      ar: localized('ar'),
      force,
      stats,
    })
  }
}

export const seedFaqs = async (payload: Payload, force: boolean, stats: Stats) => {
  // Created in order; a question is known by its English wording (editors reorder by drag and drop).
  for (const faq of [...faqs].sort((a, b) => a.order - b.order)) {
    await upsert({
      payload,
      collection: 'faqs',
      where: { question: { equals: faq.content.en.question } },
      en: faq.content.en,
      ar: faq.content.ar,
      force,
      stats,
    })
  }
}

export const seedPreferenceQuestions = async (payload: Payload, force: boolean, stats: Stats) => {
  for (const q of preferenceQuestions) {
    const localized = (lang: 'en' | 'ar') => ({
      title: q.content[lang].title,
      description: q.content[lang].description,
      additionalLink: q.link ? { name: q.content[lang].linkName, link: q.link } : undefined,
    })
    await upsert({
      payload,
      collection: 'preference-questions',
      where: { key: { equals: q.key } },
      en: { key: q.key, ...localized('en') },
      ar: localized('ar'),
      force,
      stats,
    })
  }
}
