import {
  Button,
  Center,
  CloseButton,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import type { ApiFailure } from '../../lib/api'
import { fieldErrorsOf } from '../../lib/failure'
import { LANGUAGES, type Lang } from '../../lib/lang'
import { type AdminRecord, createInLanguage, getRecord, updateRecord } from './api/adminApi'
import { FormField } from './FormField'
import { buildSchema } from './formSchema'
import { type FormValues, formToBody, newFormValues, recordToFormValues, slugify } from './formValues'
import { failureText } from './messages'
import { type ResourceConfig, fieldsFor } from './resources'
import type { RelationOptions } from './useRelationOptions'
import { dialogSlotRecipe, fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ dialog: dialogSlotRecipe, field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe })

export type FormTarget = { mode: 'add' } | { mode: 'update'; record: AdminRecord }

interface Props {
  config: ResourceConfig
  target: FormTarget | null
  relations: RelationOptions
  onClose: () => void
  /** `translation`: Add in Arabic saved the record but not its Arabic texts. */
  onSaved: (record: AdminRecord, mode: FormTarget['mode'], translation?: ApiFailure) => void
}

/** The Add and Update forms (spec §3 form modes) in a dialog. */
export function ResourceFormDialog({ config, target, relations, onClose, onSaved }: Props) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose()
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {target && (
              <RecordForm config={config} target={target} relations={relations} onClose={onClose} onSaved={onSaved} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** Server field errors of nested values (`workingHours.0.end`) belong to their field. */
const topLevel = (failure: ApiFailure, names: string[]): ApiFailure => ({
  ...failure,
  errors: failure.errors.map((e) => {
    const field = e.field?.replace(/^body\./, '')
    const base = field?.split('.')[0]
    return base && names.includes(base) ? { ...e, field: base } : e
  }),
})

function RecordForm({ config, target, relations, onClose, onSaved }: Omit<Props, 'target'> & { target: FormTarget }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const mode = target.mode
  const recordId = target.mode === 'update' ? target.record.id : null
  const fields = useMemo(() => fieldsFor(config, mode), [config, mode])
  const names = useMemo(() => fields.map((f) => f.name), [fields])
  const [contentLang, setContentLang] = useState<Lang>(lang)
  const [loaded, setLoaded] = useState<FormValues | null>(() => (mode === 'add' ? newFormValues(fields) : null))
  const [loadFailure, setLoadFailure] = useState<ApiFailure | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  // Update: the record as stored, in the content language (reloaded when it changes).
  useEffect(() => {
    if (recordId === null) return
    const controller = new AbortController()
    setLoaded(null)
    setLoadFailure(null)
    getRecord(config, recordId, contentLang, controller.signal)
      .then((result) => {
        if (result.success) setLoaded(recordToFormValues(result.content, fields))
        else setLoadFailure(result)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [config, recordId, contentLang, fields, attempt])

  const onSubmit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    setFailure(null)
    setNotice(null)
    const body = formToBody(fields, values, mode, loaded ?? undefined)
    if (mode === 'update' && Object.keys(body).length === 0) {
      setNotice(t('form.nothingChanged'))
      return
    }
    const localized = fields.filter((f) => f.localized).map((f) => f.name)
    const { result, translation } =
      recordId === null
        ? await createInLanguage(config, body, contentLang, localized)
        : { result: await updateRecord(config, recordId, body, contentLang), translation: undefined }
    if (result.success) {
      onSaved(result.content ?? { id: recordId ?? 0, ...body }, mode, translation)
      return
    }
    const fieldErrors = fieldErrorsOf(topLevel(result, names), names, t, lang)
    if (Object.keys(fieldErrors).length) {
      helpers.setErrors(fieldErrors)
      void helpers.setTouched({ ...Object.fromEntries(names.map((n) => [n, true])), ...formik.touched }, false)
    }
    setFailure(failureText(result, t, lang))
  }

  const initialValues = loaded ?? newFormValues(fields)
  const schema = useMemo(() => buildSchema(fields, t, mode, loaded ?? undefined), [fields, t, mode, loaded])
  const formik = useFormik<FormValues>({ initialValues, enableReinitialize: true, validationSchema: schema, onSubmit })

  // Add: the slug follows a Latin name until the admin types one.
  const onNameChange = (before: string, after: string) => {
    if (mode !== 'add' || !names.includes('slug')) return
    const slug = String(formik.values.slug ?? '')
    if (slug === '' || slug === slugify(before)) void formik.setFieldValue('slug', slugify(after), false)
  }

  const title = t(mode === 'add' ? `addTitle.${config.name}` : `editTitle.${config.name}`)
  const imageAlt = String(formik.values.name ?? formik.values.email ?? '') || title

  return (
    <chakra.form onSubmit={formik.handleSubmit} noValidate display="contents" aria-label={title}>
      <FocusFirstError form={formik} />
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('form.close')} />
      </Dialog.CloseTrigger>
      <Dialog.Body>
        <Stack gap="5">
          {config.localized && (
            <Field.Root disabled={formik.dirty || formik.isSubmitting} maxW="xs">
              <Field.Label>{t('form.contentLanguage')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={contentLang}
                  onChange={(e) => setContentLang(e.currentTarget.value as Lang)}
                  data-testid="content-language"
                >
                  {LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {t(`languages.${l}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                {formik.dirty && recordId !== null
                  ? t('form.switchBlocked')
                  : t(mode === 'add' ? 'form.contentLanguageAddHint' : 'form.contentLanguageHint')}
              </Field.HelperText>
            </Field.Root>
          )}
          {failure && (
            <DismissibleAlert
              type="error"
              title={t('form.failed')}
              message={failure}
              onDismiss={() => setFailure(null)}
            />
          )}
          {loadFailure && (
            <Stack gap="3" align="flex-start">
              <DismissibleAlert type="error" title={t('form.loadFailed')} message={failureText(loadFailure, t, lang)} />
              <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
                {t('form.retry')}
              </Button>
            </Stack>
          )}
          {!loaded && !loadFailure && (
            <Center py="10" aria-busy="true">
              <Spinner size="lg" color="brand.700" aria-label={t('form.loading')} />
            </Center>
          )}
          {loaded && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {fields.map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  formik={formik}
                  relations={relations}
                  contentLang={contentLang}
                  imageAlt={imageAlt}
                  onNameChange={onNameChange}
                />
              ))}
            </SimpleGrid>
          )}
          {notice && (
            <Text color="fg.muted" role="status">
              {notice}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2" wrap="wrap" justify="flex-end" w="full">
          {formik.dirty && recordId !== null && (
            <Button variant="ghost" me="auto" onClick={() => formik.resetForm()} disabled={formik.isSubmitting}>
              {t('form.undo')}
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={formik.isSubmitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={formik.isSubmitting} disabled={!loaded}>
            {mode === 'add' ? t('form.create') : t('form.save')}
          </Button>
        </HStack>
      </Dialog.Footer>
    </chakra.form>
  )
}
