import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/presets'
import { env } from '../env'

/** Public images: banners, provider and doctor photos, flags of services. Never medical files. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', ar: 'صورة' }, plural: { en: 'Images', ar: 'الصور' } },
  admin: {
    group: { en: 'Content', ar: 'المحتوى' },
    useAsTitle: 'filename',
    // "3 images are not used anywhere. Show them" above the list (content/mediaUsage.ts).
    components: { beforeListTable: ['/components/admin/UnusedMedia'] },
  },
  access: contentAccess,
  upload: {
    // The editor's focal point decides what stays in view where the site crops an image.
    focalPoint: true,
    staticDir: env.mediaDir || 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'banner', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      label: { en: 'Reference of the imported image', ar: 'مرجع الصورة المستوردة' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: "Set when the image came with the site's content; keeps a second import from adding it twice.",
          ar: 'يُضبط عندما تأتي الصورة مع محتوى الموقع؛ يمنع استيرادها مرتين.',
        },
      },
    },
  ],
}
