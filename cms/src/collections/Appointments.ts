import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { ownerOrDesk, deskOrOwnerThroughApi } from '../access/ownerOrDesk'
import {
  APPOINTMENT_STATUSES,
  STATUS_LABELS,
  STATUS_REASON_MAX,
  heldSlotKey,
  type AppointmentStatus,
} from '../booking/status'
import { checkMove, enforceStatusWorkflow, notifyStatusChange, scheduleAppointmentReminders } from './appointmentStatus'
import { isDeskUser } from '../access/roles'
import { auditHooks } from '../audit/trail'
import { fillDeskFields } from './appointmentDesk'

const appointmentsAudit = auditHooks('appointments')

/** The slot the appointment holds (one booking per doctor and start; none once cancelled). */
const holdSlotKey: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const doctor = data.doctor ?? originalDoc?.doctor
  data.slotKey = heldSlotKey(
    (data.status ?? originalDoc?.status) as AppointmentStatus | undefined,
    typeof doctor === 'object' && doctor ? doctor.id : doctor,
    data.appointmentDate ?? originalDoc?.appointmentDate,
  )
  return data
}

/** Panel labels of the services-survey fields, whose names the spec fixes. */
const TRAVEL_LABELS: Record<string, [string, string]> = {
  isFlightSelected: ['Flight wanted', 'طلب طيران'],
  flight_AdultTravellers: ['Adult travellers', 'المسافرون البالغون'],
  flight_InfantTravellers: ['Infant travellers', 'المسافرون الرضّع'],
  flight_Class: ['Flight class', 'درجة الطيران'],
  flight_OtherPreferences: ['Other flight preferences', 'تفضيلات طيران أخرى'],
  isAccommodationSelected: ['Accommodation wanted', 'طلب إقامة'],
  accomodation_Proximity: ['Distance from the doctor', 'المسافة من الطبيب'],
  accomodation_Stars: ['Hotel stars', 'نجوم الفندق'],
  accomodation_Guests: ['Guests', 'الضيوف'],
  accomodation_Rooms: ['Rooms', 'الغرف'],
  accomodation_Beds: ['Beds', 'الأسرّة'],
  accomodation_OtherPreferences: ['Other accommodation preferences', 'تفضيلات إقامة أخرى'],
  isTransportSelected: ['Transport wanted', 'طلب مواصلات'],
  transport_CarClass: ['Car class', 'فئة السيارة'],
  transport_Biscuit: ['Needs internet', 'يحتاج إلى الإنترنت'],
  isTranslationSelected: ['Translation wanted', 'طلب ترجمة'],
  translation_LangFrom: ['Translate from', 'الترجمة من'],
  isTouristSelected: ['Tourist activity wanted', 'طلب نشاط سياحي'],
  preferenceQuestions: ['Preference questions', 'أسئلة التفضيلات'],
  submittedAt: ['Survey submitted at', 'تاريخ إرسال الاستبيان'],
}

/** The services survey (spec §3: the travel-service packages and their fields). */
const travelFields: Field[] = [
  { name: 'isFlightSelected', type: 'checkbox', defaultValue: false },
  { name: 'flight_AdultTravellers', type: 'number', min: 0, max: 20 },
  { name: 'flight_InfantTravellers', type: 'number', min: 0, max: 20 },
  { name: 'flight_Class', type: 'text', maxLength: 40 },
  { name: 'flight_OtherPreferences', type: 'textarea', maxLength: 2000 },
  { name: 'isAccommodationSelected', type: 'checkbox', defaultValue: false },
  { name: 'accomodation_Proximity', type: 'text', maxLength: 80 },
  { name: 'accomodation_Stars', type: 'number', min: 1, max: 5 },
  { name: 'accomodation_Guests', type: 'number', min: 0, max: 20 },
  { name: 'accomodation_Rooms', type: 'number', min: 0, max: 20 },
  { name: 'accomodation_Beds', type: 'number', min: 0, max: 40 },
  { name: 'accomodation_OtherPreferences', type: 'textarea', maxLength: 2000 },
  { name: 'isTransportSelected', type: 'checkbox', defaultValue: false },
  { name: 'transport_CarClass', type: 'text', maxLength: 40 },
  { name: 'transport_Biscuit', type: 'checkbox' },
  { name: 'isTranslationSelected', type: 'checkbox', defaultValue: false },
  { name: 'translation_LangFrom', type: 'text', maxLength: 40 },
  { name: 'isTouristSelected', type: 'checkbox', defaultValue: false },
  { name: 'preferenceQuestions', type: 'json' },
  { name: 'submittedAt', type: 'date' },
].map((field) => {
  const [en, ar] = TRAVEL_LABELS[(field as { name: string }).name]!
  return { ...field, label: { en, ar } } as Field
})

/**
 * A patient's appointment with a doctor. Times are stored in UTC; the site shows them in
 * Istanbul time and the patient's own zone. Created and changed through the booking API.
 */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  labels: { singular: { en: 'Appointment', ar: 'موعد' }, plural: { en: 'Appointments', ar: 'المواعيد' } },
  admin: {
    group: { en: 'Bookings', ar: 'الحجوزات' },
    // Marketing never sees health data; patients never enter the panel.
    hidden: ({ user }) => !isDeskUser(user),
    defaultColumns: ['appointmentDate', 'patientName', 'patientCountry', 'patientLanguage', 'doctor', 'status'],
    listSearchableFields: ['patientName', 'patientEmail', 'patientPhone'],
    components: { beforeListTable: ['/components/admin/desk/DeskViews'] },
  },
  access: {
    read: ownerOrDesk('user'),
    create: deskOrOwnerThroughApi(),
    update: deskOrOwnerThroughApi('user'),
    delete: isAdmin,
  },
  hooks: {
    afterChange: [notifyStatusChange, scheduleAppointmentReminders, appointmentsAudit.afterChange],
    afterDelete: [appointmentsAudit.afterDelete],
    beforeChange: [checkMove, enforceStatusWorkflow, fillDeskFields, holdSlotKey],
  },
  fields: [
    // The case file (docs/booking.md, "The coordinator's desk"): who, the allowed actions, files, survey.
    { name: 'patientCard', type: 'ui', admin: { components: { Field: '/components/admin/desk/PatientCard' } } },
    {
      name: 'deskActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/admin/desk/AppointmentActions' } },
    },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'doctor', type: 'relationship', relationTo: 'doctors', required: true, index: true },
    {
      name: 'appointmentDate',
      type: 'date',
      required: true,
      index: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        // Labelled times, Istanbul's and the patient's (never the browser's unlabelled).
        components: {
          Cell: '/components/admin/desk/AppointmentTimeCell',
          afterInput: ['/components/admin/desk/AppointmentTimes'],
        },
      },
    },
    { name: 'durationMinutes', type: 'number', min: 5, max: 480, defaultValue: 30 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'PENDING',
      index: true,
      options: APPOINTMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    {
      name: 'statusReason',
      type: 'textarea',
      maxLength: STATUS_REASON_MAX,
      label: { en: 'Reason for the patient', ar: 'السبب (يراه المريض)' },
      admin: {
        description: {
          en: 'Shown to the patient with the status change. Required when you cancel.',
          ar: 'يظهر للمريض مع تغيير الحالة. مطلوب عند الإلغاء.',
        },
      },
    },
    {
      name: 'rescheduleCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { en: 'Times moved', ar: 'عدد مرات تغيير الموعد' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'statusHistory',
      type: 'array',
      label: { en: 'Status history', ar: 'سجل الحالات' },
      labels: { singular: { en: 'Change', ar: 'تغيير' }, plural: { en: 'Changes', ar: 'التغييرات' } },
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        {
          name: 'from',
          type: 'select',
          label: { en: 'From', ar: 'من' },
          options: APPOINTMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        },
        {
          name: 'to',
          type: 'select',
          required: true,
          label: { en: 'To', ar: 'إلى' },
          options: APPOINTMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        },
        { name: 'at', type: 'date', required: true, label: { en: 'When', ar: 'متى' } },
        { name: 'by', type: 'relationship', relationTo: 'users', label: { en: 'By', ar: 'بواسطة' } },
        { name: 'reason', type: 'textarea', label: { en: 'Reason', ar: 'السبب' } },
      ],
    },
    {
      name: 'lang',
      type: 'select',
      required: true,
      defaultValue: 'en',
      label: { en: 'Language of the booking', ar: 'لغة الحجز' },
      admin: {
        description: {
          en: "The language the patient booked in; the booking's e-mails are written in it.",
          ar: 'اللغة التي حجز بها المريض؛ تُكتب بها رسائل الحجز.',
        },
      },
      options: [
        { value: 'en', label: 'English' },
        { value: 'ar', label: 'العربية' },
      ],
    },
    { name: 'patientTimeZone', type: 'text', maxLength: 64 },
    // The patient and provider as the desk lists, filters and searches them (appointmentDesk.ts).
    {
      type: 'collapsible',
      label: { en: 'Patient (from the account)', ar: 'المريض (من الحساب)' },
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'patientName',
          type: 'text',
          index: true,
          label: { en: 'Patient', ar: 'المريض' },
          admin: { readOnly: true },
        },
        {
          name: 'patientEmail',
          type: 'text',
          index: true,
          label: { en: 'E-mail', ar: 'البريد الإلكتروني' },
          admin: { readOnly: true },
        },
        {
          name: 'patientPhone',
          type: 'text',
          index: true,
          label: { en: 'Phone', ar: 'الهاتف' },
          admin: { readOnly: true },
        },
        {
          name: 'patientCountry',
          type: 'relationship',
          relationTo: 'countries',
          index: true,
          label: { en: 'Country', ar: 'الدولة' },
          admin: { readOnly: true },
        },
        {
          name: 'patientLanguage',
          type: 'select',
          label: { en: 'Language', ar: 'اللغة' },
          options: [
            { value: 'en', label: 'English' },
            { value: 'ar', label: 'العربية' },
          ],
          admin: { readOnly: true },
        },
        {
          name: 'provider',
          type: 'relationship',
          relationTo: 'providers',
          index: true,
          label: { en: 'Provider', ar: 'مقدّم الخدمة' },
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    {
      name: 'consentAt',
      type: 'date',
      label: { en: 'Health-data consent given on', ar: 'تاريخ الموافقة على معالجة البيانات الصحية' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the patient consented to processing health data.',
      },
    },
    {
      name: 'slotKey',
      type: 'text',
      unique: true,
      index: true,
      label: { en: 'Reserved time slot', ar: 'الموعد المحجوز' },
      // Technical: the doctor and start time while the slot is taken (one booking per slot).
      admin: { hidden: true },
    },
    {
      name: 'attachments',
      type: 'join',
      collection: 'attachments',
      on: 'appointment',
      // The panel lists them in deskFiles (names, download); the API still returns them.
      admin: { disabled: true },
    },
    { name: 'deskFiles', type: 'ui', admin: { components: { Field: '/components/admin/desk/AppointmentFiles' } } },
    { name: 'deskSurvey', type: 'ui', admin: { components: { Field: '/components/admin/desk/SurveySummary' } } },
    {
      type: 'collapsible',
      label: { en: 'Survey answers as stored', ar: 'إجابات الاستبيان كما خُزّنت' },
      admin: { initCollapsed: true },
      fields: [{ name: 'travelPreferences', type: 'group', fields: travelFields, admin: { readOnly: true } }],
    },
    { name: 'messages', type: 'ui', admin: { components: { Field: '/components/admin/MessagesOfDocument' } } },
    { name: 'audit', type: 'ui', admin: { components: { Field: '/components/admin/AuditOfDocument' } } },
  ],
  // A patient's list (newest first) and a doctor's bookings in a date range read one index range
  // each, however many appointments the table holds (bench/scale measures it at a million).
  indexes: [{ fields: ['user', 'appointmentDate'] }, { fields: ['doctor', 'appointmentDate'] }],
  timestamps: true,
}
