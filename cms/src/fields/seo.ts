import type { TextareaField } from 'payload'

/** The page description for search engines and the `<meta name="description">`. */
export const seoDescription = (): TextareaField => ({
  name: 'description',
  label: { en: 'Description for search engines', ar: 'الوصف لمحركات البحث' },
  type: 'textarea',
  admin: {
    description: {
      en: 'Shown under the title in search results and when the page is shared (at most 320 characters).',
      ar: 'يظهر تحت العنوان في نتائج البحث وعند مشاركة الصفحة (320 حرفًا على الأكثر).',
    },
  },
  localized: true,
  maxLength: 320,
})
