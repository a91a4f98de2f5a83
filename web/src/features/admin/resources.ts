/**
 * The admin area's seven tables, declared once each: what the table shows, what the Add and
 * Update forms edit and where they talk to. The booking API's field rules
 * (booking-api/src/modules/admin/admin.schemas.ts, docs/api.md "Admin reference data" and
 * "Treatments") are mirrored here so the forms refuse what the server would refuse.
 */
import type { AdminResource } from './resourceNames'
import { ROLES } from '@medtour/cms/access/roles'

/** Where a relationship field takes its choices from. */
export type RelationSource = 'specialities' | 'facilities' | 'countries' | 'cities' | 'users' | 'providers' | 'pages'

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'number'
  | 'select'
  | 'multi'
  | 'relation'
  | 'toggle'
  | 'image'
  | 'workingHours'

/** Text checks beyond length (messages in `admin:validation.*`). */
export type TextPattern = 'slug' | 'isoCode' | 'phone' | 'timeZone'

export interface FieldConfig {
  name: string
  kind: FieldKind
  required?: boolean
  /** Read and written in the form's content language (`?locale=`). */
  localized?: boolean
  /** A cleared value is sent as `null` on update; otherwise a value once set cannot be emptied. */
  nullable?: boolean
  /** Only in this form mode (users' e-mail and password: Add). */
  mode?: 'add' | 'update'
  /** Longest text. */
  max?: number
  /** Number range and whether it must be whole. */
  range?: [number, number]
  integer?: boolean
  pattern?: TextPattern
  /** Values of a select or multi field; labels are `admin:options.{name}.{value}`. */
  options?: readonly string[]
  source?: RelationSource
  /** Only the choices belonging to the record chosen in this field (a doctor's facility: of its provider). */
  within?: string
  /** The record key the value comes from when it differs (users: countryId). */
  readFrom?: string
  /** Value of a new record. */
  initial?: string | boolean | string[]
  /** Written left to right whatever the language (codes, e-mail, phone, numbers). */
  ltr?: boolean
  /** Takes the whole form width. */
  wide?: boolean
}

export type ColumnKind =
  'text' | 'image' | 'toggle' | 'relation' | 'yesNo' | 'roles' | 'date' | 'fullName' | 'count' | 'language'

export interface ColumnConfig {
  id: string
  kind?: ColumnKind
  source?: RelationSource
  ltr?: boolean
}

export interface ResourceConfig {
  name: AdminResource
  /** API path: `/admin/{resource}`, or `/treatment` for the patients' treatment requests. */
  endpoint: string
  /** Admin reference endpoints (locale, `q`, `/active`); the treatment requests have their own shape. */
  kind: 'admin' | 'treatment'
  /** Has fields kept per language (the form shows the content-language choice). */
  localized: boolean
  canAdd: boolean
  /** The field that names a record in messages. */
  titleField: string
  columns: ColumnConfig[]
  fields: FieldConfig[]
}

export const DOCTOR_LANGUAGES = ['en', 'ar', 'tr', 'ru', 'de', 'fr'] as const
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

const name: FieldConfig = { name: 'name', kind: 'text', required: true, localized: true, max: 160 }
const slug: FieldConfig = { name: 'slug', kind: 'text', required: true, max: 100, pattern: 'slug', ltr: true }
const active: FieldConfig = { name: 'active', kind: 'toggle', initial: true }
const lat: FieldConfig = { name: 'lat', kind: 'number', nullable: true, range: [-90, 90], ltr: true }
const lng: FieldConfig = { name: 'lng', kind: 'number', nullable: true, range: [-180, 180], ltr: true }
const activeColumn: ColumnConfig = { id: 'active', kind: 'toggle' }

export const RESOURCE_CONFIGS: Record<AdminResource, ResourceConfig> = {
  specialities: {
    name: 'specialities',
    endpoint: '/admin/specialities',
    kind: 'admin',
    localized: true,
    canAdd: true,
    titleField: 'name',
    columns: [{ id: 'image', kind: 'image' }, { id: 'name' }, { id: 'slug', ltr: true }, { id: 'order' }, activeColumn],
    fields: [
      name,
      slug,
      { name: 'description', kind: 'textarea', localized: true, nullable: true, max: 2000, wide: true },
      { name: 'image', kind: 'image', nullable: true, wide: true },
      { name: 'order', kind: 'number', required: true, range: [0, 10_000], integer: true, initial: '0', ltr: true },
      active,
    ],
  },
  users: {
    name: 'users',
    endpoint: '/admin/users',
    kind: 'admin',
    localized: false,
    canAdd: true,
    titleField: 'email',
    columns: [
      { id: 'email', ltr: true },
      { id: 'fullName', kind: 'fullName' },
      { id: 'roles', kind: 'roles' },
      { id: 'country', ltr: true },
      { id: 'verified', kind: 'yesNo' },
      activeColumn,
    ],
    fields: [
      { name: 'email', kind: 'email', required: true, mode: 'add', ltr: true },
      { name: 'password', kind: 'password', required: true, mode: 'add', ltr: true },
      { name: 'firstName', kind: 'text', max: 80 },
      { name: 'lastName', kind: 'text', max: 80 },
      { name: 'phone', kind: 'text', nullable: true, max: 32, pattern: 'phone', ltr: true },
      { name: 'country', kind: 'relation', source: 'countries', nullable: true, readFrom: 'countryId' },
      { name: 'preferredLanguage', kind: 'select', options: ['en', 'ar'], initial: 'en' },
      { name: 'timeZone', kind: 'text', nullable: true, max: 64, pattern: 'timeZone', ltr: true },
      { name: 'roles', kind: 'multi', required: true, options: ROLES, initial: ['ROLE_USER'], wide: true },
      active,
    ],
  },
  doctors: {
    name: 'doctors',
    endpoint: '/admin/doctors',
    kind: 'admin',
    localized: true,
    canAdd: true,
    titleField: 'name',
    columns: [
      { id: 'photo', kind: 'image' },
      { id: 'name' },
      { id: 'speciality', kind: 'relation', source: 'specialities' },
      { id: 'provider', kind: 'relation', source: 'providers' },
      { id: 'facility', kind: 'relation', source: 'facilities' },
      activeColumn,
    ],
    fields: [
      name,
      { name: 'title', kind: 'text', localized: true, nullable: true, max: 60 },
      slug,
      { name: 'speciality', kind: 'relation', source: 'specialities', required: true },
      { name: 'provider', kind: 'relation', source: 'providers', required: true },
      { name: 'facility', kind: 'relation', source: 'facilities', nullable: true, within: 'provider' },
      { name: 'yearsOfExperience', kind: 'number', nullable: true, range: [0, 80], integer: true, ltr: true },
      {
        name: 'slotMinutes',
        kind: 'number',
        required: true,
        range: [10, 240],
        integer: true,
        initial: '30',
        ltr: true,
      },
      { name: 'bio', kind: 'textarea', localized: true, nullable: true, max: 5000, wide: true },
      { name: 'languages', kind: 'multi', options: DOCTOR_LANGUAGES, initial: [], wide: true },
      { name: 'photo', kind: 'image', nullable: true, wide: true },
      { name: 'workingHours', kind: 'workingHours', wide: true },
      active,
    ],
  },
  countries: {
    name: 'countries',
    endpoint: '/admin/countries',
    kind: 'admin',
    localized: true,
    canAdd: true,
    titleField: 'name',
    columns: [
      { id: 'flag' },
      { id: 'name' },
      { id: 'isoCode', ltr: true },
      { id: 'phonecode', ltr: true },
      { id: 'currency', ltr: true },
      { id: 'offered', kind: 'yesNo' },
      activeColumn,
    ],
    fields: [
      name,
      { name: 'isoCode', kind: 'text', required: true, pattern: 'isoCode', max: 2, ltr: true },
      { name: 'flag', kind: 'text', nullable: true, max: 16 },
      { name: 'phonecode', kind: 'text', nullable: true, max: 16, ltr: true },
      { name: 'currency', kind: 'text', nullable: true, max: 8, ltr: true },
      { ...lat, name: 'latitude' },
      { ...lng, name: 'longitude' },
      { name: 'offered', kind: 'toggle', initial: false },
      active,
    ],
  },
  cities: {
    name: 'cities',
    endpoint: '/admin/cities',
    kind: 'admin',
    localized: true,
    canAdd: true,
    titleField: 'name',
    columns: [
      { id: 'name' },
      { id: 'country', kind: 'relation', source: 'countries' },
      { id: 'timezone', ltr: true },
      { id: 'slug', ltr: true },
      activeColumn,
    ],
    fields: [
      name,
      slug,
      { name: 'country', kind: 'relation', source: 'countries', required: true },
      { name: 'page', kind: 'relation', source: 'pages', nullable: true },
      {
        name: 'timezone',
        kind: 'text',
        required: true,
        max: 64,
        pattern: 'timeZone',
        initial: 'Europe/Istanbul',
        ltr: true,
      },
      lat,
      lng,
      active,
    ],
  },
  facilities: {
    name: 'facilities',
    endpoint: '/admin/facilities',
    kind: 'admin',
    localized: true,
    canAdd: true,
    titleField: 'name',
    columns: [
      { id: 'name' },
      { id: 'provider', kind: 'relation', source: 'providers' },
      { id: 'city', kind: 'relation', source: 'cities' },
      { id: 'phone', ltr: true },
      { id: 'slug', ltr: true },
      activeColumn,
    ],
    fields: [
      name,
      slug,
      { name: 'provider', kind: 'relation', source: 'providers', required: true },
      { name: 'city', kind: 'relation', source: 'cities', required: true },
      { name: 'address', kind: 'text', localized: true, nullable: true, max: 300, wide: true },
      { name: 'phone', kind: 'text', nullable: true, max: 32, ltr: true },
      lat,
      lng,
      active,
    ],
  },
  treatments: {
    name: 'treatments',
    endpoint: '/treatment',
    kind: 'treatment',
    localized: false,
    canAdd: false,
    titleField: 'id',
    columns: [
      { id: 'id', ltr: true },
      { id: 'userId', kind: 'relation', source: 'users', ltr: true },
      { id: 'specialityId', kind: 'relation', source: 'specialities' },
      { id: 'treatmentIds', kind: 'count' },
      { id: 'lang', kind: 'language' },
      { id: 'createdAt', kind: 'date' },
      { id: 'notes' },
      activeColumn,
    ],
    fields: [{ name: 'notes', kind: 'textarea', nullable: true, max: 2000, wide: true }, active],
  },
}

/** The relationship sources a resource needs (for its table cells and its form's choices). */
export const sourcesOf = (config: ResourceConfig): RelationSource[] => [
  ...new Set(
    [...config.columns.map((c) => c.source), ...config.fields.map((f) => f.source)].filter((s): s is RelationSource =>
      Boolean(s),
    ),
  ),
]

/** The fields of a form mode. */
export const fieldsFor = (config: ResourceConfig, mode: 'add' | 'update') =>
  config.fields.filter((f) => !f.mode || f.mode === mode)
