import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { ACCEPTED_MIME_TYPES } from '../booking/files'
import { ownerOrDesk, deskOrOwnerThroughApi } from '../access/ownerOrDesk'
import { env } from '../env'
import { isDeskUser } from '../access/roles'

/**
 * Patients' medical files. A private upload collection: stored outside the public media folder,
 * readable only by their owner and staff (Payload checks `read` before serving a file), and
 * written only by the booking API after it has checked the content type from the bytes.
 */
export const Attachments: CollectionConfig = {
  slug: 'attachments',
  labels: { singular: { en: 'Medical file', ar: 'ملف طبي' }, plural: { en: 'Medical files', ar: 'الملفات الطبية' } },
  admin: {
    // Marketing never sees health data; patients never enter the panel.
    hidden: ({ user }) => !isDeskUser(user),
    group: { en: 'Bookings', ar: 'الحجوزات' },
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'owner', 'appointment', 'filesize'],
  },
  access: {
    read: ownerOrDesk('owner'),
    create: deskOrOwnerThroughApi(),
    update: isAdmin,
    delete: isAdmin,
  },
  upload: {
    staticDir: env.attachmentsDir,
    mimeTypes: [...ACCEPTED_MIME_TYPES],
    disableLocalStorage: false,
    crop: false,
    focalPoint: false,
  },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', index: true },
    { name: 'originalName', type: 'text', maxLength: 255 },
  ],
}
