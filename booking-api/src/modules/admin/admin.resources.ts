/** The six kinds of reference data of the admin area, declared once each for the generic routes. */
import type { CollectionSlug } from 'payload'
import type { z } from 'zod'

import type { User } from '@medtour/cms/payload-types'
import { toPublicUser } from '../users/publicUser'
import {
  cityFields,
  countryFields,
  doctorFields,
  facilityFields,
  specialityFields,
  userCreate,
  userUpdate,
} from './admin.schemas'

export type Reference = { collection: CollectionSlug; field: string }

export type Resource = {
  /** Path segment: /admin/{path}. */
  path: string
  collection: CollectionSlug
  /** OpenAPI tag and messages. */
  label: string
  create: z.ZodType<Record<string, unknown>>
  update: z.ZodType<Record<string, unknown>>
  /** Fields `?q=` searches (case-insensitive `like`). */
  search: string[]
  sort: string
  /** Whether `?locale=` matters (localized fields such as name). */
  localized: boolean
  /** Relationship fields and what they point at: an id of nothing is a field error (400). */
  relations: Record<string, CollectionSlug>
  /** Records that point here: a delete while any exists answers 409 IN_USE. */
  referencedBy: Reference[]
  /** Depth 0 keeps relationship ids as numbers; users need their country's ISO code. */
  depth?: number
  toContent?: (doc: Record<string, unknown>) => unknown
}

export const RESOURCES: Resource[] = [
  {
    path: 'specialities',
    collection: 'specialities',
    relations: { image: 'media' },
    label: 'Specialities',
    create: specialityFields,
    update: specialityFields.partial(),
    search: ['name', 'slug'],
    sort: 'order',
    localized: true,
    referencedBy: [
      { collection: 'doctors', field: 'speciality' },
      { collection: 'treatments', field: 'speciality' },
      { collection: 'providers', field: 'speciality' },
      { collection: 'treatment-requests', field: 'speciality' },
    ],
  },
  {
    path: 'users',
    collection: 'users',
    relations: { country: 'countries' },
    label: 'Users',
    create: userCreate,
    update: userUpdate,
    search: ['email', 'firstName', 'lastName'],
    sort: 'email',
    localized: false,
    referencedBy: [
      { collection: 'appointments', field: 'user' },
      { collection: 'attachments', field: 'owner' },
      { collection: 'treatment-requests', field: 'user' },
    ],
    depth: 1,
    toContent: (doc) => toPublicUser(doc as unknown as User),
  },
  {
    path: 'doctors',
    collection: 'doctors',
    relations: { speciality: 'specialities', provider: 'providers', facility: 'facilities', photo: 'media' },
    label: 'Doctors',
    create: doctorFields,
    update: doctorFields.partial(),
    search: ['name', 'slug'],
    sort: 'name',
    localized: true,
    referencedBy: [{ collection: 'appointments', field: 'doctor' }],
  },
  {
    path: 'countries',
    collection: 'countries',
    relations: {},
    label: 'Countries',
    create: countryFields,
    update: countryFields.partial(),
    search: ['name', 'isoCode'],
    sort: 'isoCode',
    localized: true,
    referencedBy: [
      { collection: 'cities', field: 'country' },
      { collection: 'users', field: 'country' },
    ],
  },
  {
    path: 'cities',
    collection: 'cities',
    relations: { country: 'countries', page: 'pages' },
    label: 'Cities',
    create: cityFields,
    update: cityFields.partial(),
    search: ['name', 'slug'],
    sort: 'name',
    localized: true,
    referencedBy: [{ collection: 'facilities', field: 'city' }],
  },
  {
    path: 'facilities',
    collection: 'facilities',
    relations: { provider: 'providers', city: 'cities' },
    label: 'Facilities',
    create: facilityFields,
    update: facilityFields.partial(),
    search: ['name', 'slug'],
    sort: 'name',
    localized: true,
    referencedBy: [{ collection: 'doctors', field: 'facility' }],
  },
]
