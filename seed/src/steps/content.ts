import type { Payload } from 'payload'

import { faqs } from '../data/faqs'
import { pages } from '../data/pages'
import { preferenceQuestions } from '../data/preferenceQuestions'
import { toRichText } from '../lib/richText'
import type { Stats } from '../lib/upsert'
import { upsert } from '../lib/upsert'

type Media = (key: string) => Promise<number | string>

export const seedPages = async (payload: Payload, media: Media, force: boolean, stats: Stats) => {
  for (const page of pages) {
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
        order: page.order,
        banner: await media(page.banner),
      },
      ar: localized('ar'),
      force,
      stats,
    })
  }
}

export const seedFaqs = async (payload: Payload, force: boolean, stats: Stats) => {
  for (const faq of faqs) {
    await upsert({
      payload,
      collection: 'faqs',
      where: { order: { equals: faq.order } },
      en: { order: faq.order, ...faq.content.en },
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
