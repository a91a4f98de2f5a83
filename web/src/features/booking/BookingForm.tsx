import { Box, Button, Checkbox, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import { describeFailure, fieldErrorsOf } from '../../lib/failure'
import { getUser, userTimeZone } from '../../lib/session'
import { clearDraft, useSessionDraft } from '../../lib/sessionDraft'
import type { Doctor } from './api/doctorQueries'
import { doctorFullName } from './doctorFormat'
import { SLOT_FAILURES, bookAppointment } from './bookingApi'
import { type BookingValues, NOTES_MAX, bookingSchema } from './bookingSchema'
import { type BookingDraft, type FileNote, noteOf, sameFile, useBookingStore } from './bookingDraft'
import { OwnBookingNotice, ReattachFiles, SlotGoneNotice, UploadProgress } from './BookingNotices'
import { FileAttachments } from './FileAttachments'
import { SlotPicker } from './SlotPicker'
import { SLOT_DAYS, useDoctorSlots } from './useDoctorSlots'
import { useWantedSlot, wantedSlot } from './useWantedSlot'
import { checkboxSlotRecipe, checkmarkRecipe, fieldSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ checkmark: checkmarkRecipe, textarea: textareaRecipe })
registerSlotRecipes({ checkbox: checkboxSlotRecipe, field: fieldSlotRecipe })

/** What medical-success reads from the navigation state (spec §3). */
export interface BookingSuccessState {
  appointmentId: number | string
  values: { appointmentDate: string; doctorData: { doc_name: string } }
}

const EMPTY: BookingValues = { slot: '', notes: '', files: [], consent: false }
const SERVER_FIELDS = ['notes', 'consent'] as const

/**
 * The booking form: a free time (Istanbul and the patient's clock), notes, medical files with
 * consent. Files go as multipart with an upload progress bar, otherwise JSON. A taken time
 * reloads the list and clears the choice; every failure keeps what was entered. What was entered
 * is kept in the tab too (bookingDraft.ts), through a reload or an expired session; files are
 * listed to be chosen again. Back after booking recognises the patient's own time.
 */
export function BookingForm({ doctor, requestedSlot }: { doctor: Doctor; requestedSlot?: string | null }) {
  const lang = useLang()
  const navigate = useNavigate()
  const { t } = useTranslation('booking')
  const timeZone = userTimeZone()
  const slots = useDoctorSlots(doctor.id, timeZone, lang)
  const store = useBookingStore(doctor.id)
  const { restored } = store
  const [missing, setMissing] = useState<FileNote[]>(() => restored?.files ?? [])
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const onSubmit = async (values: BookingValues, helpers: FormikHelpers<BookingValues>) => {
    setFailure(null)
    setWanted({ kind: 'none' })
    const withFiles = values.files.length > 0
    if (withFiles) setProgress(0)
    const result = await bookAppointment(
      {
        userId: getUser()?.id,
        doctorId: doctor.id,
        appointmentDate: values.slot,
        lang,
        patientTimeZone: timeZone,
        notes: values.notes,
        consent: values.consent,
        files: values.files,
      },
      withFiles ? setProgress : undefined,
    )
    setProgress(null)
    if (result.success) {
      const state: BookingSuccessState = {
        appointmentId: result.content.id,
        values: {
          appointmentDate: result.content.appointmentDate ?? values.slot,
          doctorData: { doc_name: doctorFullName(doctor) },
        },
      }
      store.remember({ start: values.slot, appointmentId: result.content.id })
      clearDraft(store.key)
      navigate(`/${lang}/medical-success`, { state })
      return
    }
    if (SLOT_FAILURES.has(result.message)) {
      await helpers.setFieldValue('slot', '', false)
      await helpers.setFieldTouched('slot', false, false)
      slots.reload()
    }
    const fieldErrors = fieldErrorsOf(result, SERVER_FIELDS, t, lang)
    if (result.message === 'CONSENT_REQUIRED') fieldErrors.consent = t('common:validation.required')
    if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors)
    setFailure(describeFailure(result, t, lang))
  }

  const formik = useFormik<BookingValues>({
    initialValues: restored ? { ...EMPTY, notes: restored.notes, consent: restored.consent } : EMPTY,
    validationSchema: bookingSchema((key, options) => t(key, options)),
    onSubmit,
  })
  const { setFieldValue, values } = formik
  const draft: BookingDraft = {
    requested: requestedSlot ?? null,
    slot: values.slot,
    notes: values.notes,
    consent: values.consent,
    files: [...values.files.map(noteOf), ...missing],
  }
  useSessionDraft(store.key, draft)
  const [wanted, setWanted] = useWantedSlot(
    slots,
    wantedSlot(restored, requestedSlot),
    store.ownBookingAt,
    (start) => void setFieldValue('slot', start),
  )

  const submitting = formik.isSubmitting
  const show = (name: keyof BookingValues) => Boolean(formik.touched[name] && formik.errors[name])
  const filesError = typeof formik.errors.files === 'string' ? formik.errors.files : null

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('form.label')} data-testid="booking-form">
      <FocusFirstError form={formik} />
      <Stack gap="8">
        {failure && (
          <DismissibleAlert
            type="error"
            title={t('form.failureTitle')}
            message={failure}
            onDismiss={() => setFailure(null)}
          />
        )}
        {wanted.kind === 'gone' && <SlotGoneNotice />}
        {wanted.kind === 'own' && <OwnBookingNotice booking={wanted.booking} />}

        <Box as="section" aria-labelledby="slot-heading">
          <Heading as="h2" id="slot-heading" size="lg" mb="1">
            {t('form.slotHeading')}
            <Text as="span" color="fg.error" ms="1" aria-hidden>
              *
            </Text>
          </Heading>
          <Text color="gray.600" mb="4">
            {t('form.slotIntro')}
          </Text>
          <SlotPicker
            slots={slots.slots}
            status={slots.status}
            failure={slots.failure}
            onRetry={slots.reload}
            value={formik.values.slot || null}
            onChange={(start) => {
              setWanted({ kind: 'none' })
              void formik.setFieldValue('slot', start)
              void formik.setFieldTouched('slot', true, false)
            }}
            timeZone={timeZone}
            invalid={show('slot')}
            labelledBy="slot-heading"
            emptyText={t('slots.none', { days: SLOT_DAYS })}
          />
          {show('slot') && (
            <Text color="fg.error" fontSize="sm" mt="2" data-testid="slot-error">
              {formik.errors.slot}
            </Text>
          )}
        </Box>

        <Field.Root invalid={show('notes')}>
          <Field.Label>{t('form.notesLabel')}</Field.Label>
          <Textarea
            name="notes"
            rows={5}
            value={formik.values.notes}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            disabled={submitting}
          />
          <Field.HelperText>
            {t('form.notesHelp')}{' '}
            <span data-testid="notes-count">
              {t('form.notesCount', { count: formik.values.notes.length, max: NOTES_MAX })}
            </span>
          </Field.HelperText>
          <Field.ErrorText>{formik.errors.notes}</Field.ErrorText>
        </Field.Root>

        <Box as="section" aria-labelledby="files-heading">
          <Heading as="h2" id="files-heading" size="lg" mb="1">
            {t('files.heading')}
          </Heading>
          <Text color="gray.600" mb="4" id="files-intro">
            {t('files.intro')}
          </Text>
          <ReattachFiles files={missing} onSkip={() => setMissing([])} />
          <FileAttachments
            files={formik.values.files}
            onChange={(files) => {
              setMissing((notes) => notes.filter((note) => !files.some((file) => sameFile(noteOf(file), note))))
              void formik.setFieldValue('files', [...files])
            }}
            disabled={submitting}
            labelledBy="files-heading"
            describedBy="files-intro"
          />
          {filesError && (
            <Text color="fg.error" fontSize="sm" mt="2">
              {filesError}
            </Text>
          )}
        </Box>

        <Field.Root invalid={show('consent')} required={formik.values.files.length > 0}>
          <Checkbox.Root
            name="consent"
            checked={formik.values.consent}
            onCheckedChange={(details) => {
              void formik.setFieldValue('consent', details.checked === true)
              void formik.setFieldTouched('consent', true, false)
            }}
            disabled={submitting}
            invalid={show('consent')}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput onBlur={() => void formik.setFieldTouched('consent', true)} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{t('form.consent')}</Checkbox.Label>
          </Checkbox.Root>
          <Field.HelperText>{t('form.consentHelp')}</Field.HelperText>
          <Field.ErrorText>{formik.errors.consent}</Field.ErrorText>
        </Field.Root>

        {progress !== null && <UploadProgress fraction={progress} />}

        <Button type="submit" colorPalette="brand" size="lg" alignSelf="flex-start" loading={submitting}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  )
}
