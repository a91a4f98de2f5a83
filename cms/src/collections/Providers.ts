import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'
import { figureOptions } from '../content/figures'
import { ratingSourceOptions } from '../shared/ratingSources'
import { geoFields } from '../fields/geo'
import { seoDescription } from '../fields/seo'
import { slugField } from '../fields/slug'
import { textList } from '../fields/textList'

/**
 * Health providers (provider card of spec §3) with their marketing figures and treatment
 * lists. The figures are localized as a whole because the Arabic page quotes some of them
 * differently (over 200 staff in Arabic); the rating and its counts are one fact for both
 * languages, kept once with their source (`ratingSource`, `ratingCheckedOn`).
 */
export const Providers: CollectionConfig = {
  slug: 'providers',
  labels: {
    singular: { en: 'Health provider', ar: 'مقدم رعاية صحية' },
    plural: { en: 'Health providers', ar: 'مقدمو الرعاية الصحية' },
  },
  admin: {
    group: { en: 'Content', ar: 'المحتوى' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'rating', 'totalReviews'],
  },
  access: contentAccess,
  // Drag and drop in the list (Payload's `_order`): the providers' page lists them in this order.
  orderable: true,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Content', ar: 'المحتوى' },
          fields: [
            { name: 'name', type: 'text', localized: true, required: true },
            { name: 'brief', type: 'textarea', localized: true },
            { name: 'content', type: 'richText', localized: true },
            { name: 'image', type: 'upload', relationTo: 'media' },
            { name: 'speciality', type: 'relationship', relationTo: 'specialities' },
            { name: 'address', type: 'text', localized: true },
            geoFields(),
            { name: 'nextAvailable', type: 'text', localized: true },
            { name: 'priceRange', type: 'text', admin: { description: 'e.g. $300 - $1000' } },
            {
              name: 'icons',
              type: 'select',
              hasMany: true,
              options: ['jci', 'iso', 'halal', 'interpreter', 'airport-transfer', 'wifi', 'parking'],
            },
          ],
        },
        {
          label: { en: 'Figures', ar: 'الأرقام' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'rating', type: 'number', min: 0, max: 5, admin: { step: 0.1 } },
                {
                  name: 'totalReviews',
                  type: 'number',
                  min: 0,
                  admin: { description: 'Number of reviews at the source; one figure for both languages.' },
                },
                {
                  name: 'totalRating',
                  type: 'number',
                  min: 0,
                  admin: { description: 'Number of ratings behind the score.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'ratingSource',
                  type: 'select',
                  options: ratingSourceOptions,
                  admin: { description: 'Where the rating and the counts come from; the page names it.' },
                },
                {
                  name: 'ratingCheckedOn',
                  type: 'date',
                  admin: {
                    date: { pickerAppearance: 'dayOnly' },
                    description: 'When the figures were last read at the source.',
                  },
                },
              ],
            },
            {
              name: 'figures',
              type: 'array',
              localized: true,
              labels: { singular: { en: 'Figure', ar: 'رقم' }, plural: { en: 'Figures', ar: 'الأرقام' } },
              admin: { description: 'Numbers shown on the page, e.g. "28" "hospitals".' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'key',
                      label: { en: 'What it counts', ar: 'ما يعدّه' },
                      type: 'select',
                      required: true,
                      options: figureOptions,
                      admin: { width: '34%' },
                    },
                    {
                      name: 'value',
                      label: { en: 'Value', ar: 'القيمة' },
                      type: 'text',
                      required: true,
                      admin: { width: '22%' },
                    },
                    {
                      name: 'label',
                      label: { en: 'Words beside it', ar: 'النص المرافق' },
                      type: 'text',
                      required: true,
                      admin: { width: '44%' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Treatments', ar: 'العلاجات' },
          fields: [
            textList('certifications'),
            { ...textList('excellenceAreas'), dbName: 'excellence' },
            {
              name: 'treatmentLists',
              type: 'array',
              localized: true,
              dbName: 'treat_lists',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'items', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
              ],
            },
          ],
        },
        { label: { en: 'SEO', ar: 'محركات البحث' }, fields: [seoDescription()] },
      ],
    },
    slugField(),
  ],
}
