import { Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import type { ApiFieldError } from '../../lib/api'
import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import { type ContactValues, sendContact } from './contactApi'
import { contactSchema } from './contactSchema'
import { fieldSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe, textarea: textareaRecipe })
registerSlotRecipes({ field: fieldSlotRecipe })

/** A known code in the visitor's language; an unknown code as a generic message; else the server's words. */
export const failureMessage = (
  message: string,
  errors: Pick<ApiFieldError, 'defaultMessage'>[],
  t: (key: string, options?: Record<string, unknown>) => string,
) => {
  const known = t(`errors.${message}`, { defaultValue: '' })
  if (known) return known
  if (errors.length) return errors.map((e) => e.defaultMessage).join(' ')
  if (/^[A-Z_]+$/.test(message)) return `${t('errors.generic')} (${message})`
  return message
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' }
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const

/** The contact form (Formik + Yup, loaded lazily): posts to the booking API, then thank-you. */
export default function ContactForm({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const lang = useLang()
  const navigate = useNavigate()
  const { t } = useTranslation('contact')
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    setFailure(null)
    const result = await sendContact(values, lang, fetchImpl)
    if (result.ok) {
      navigate(`/${lang}/thank-you`)
      return
    }
    const fieldErrors: Partial<Record<keyof ContactValues, string>> = {}
    for (const error of result.errors)
      if (error.field && (FIELDS as readonly string[]).includes(error.field))
        // The API writes its field messages in English: Arabic visitors get a translated one.
        fieldErrors[error.field as keyof ContactValues] = lang === 'en' ? error.defaultMessage : t('validation.invalid')
    if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors)
    setFailure(failureMessage(result.message, result.errors, t))
  }

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema((key, options) => t(key, options)),
    onSubmit,
  })

  const field = (name: (typeof FIELDS)[number]) => ({
    invalid: Boolean(formik.touched[name] && formik.errors[name]),
    required: name === 'name' || name === 'email' || name === 'message',
  })

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('form.label')}>
      <FocusFirstError form={formik} />
      <Stack gap="5">
        {failure && (
          <DismissibleAlert
            type="error"
            title={t('failure.title')}
            message={failure}
            onDismiss={() => setFailure(null)}
          />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {(['name', 'email', 'phone', 'subject'] as const).map((name) => (
            <Field.Root key={name} {...field(name)}>
              <Field.Label>
                {t(`fields.${name}`)}
                {field(name).required && <Field.RequiredIndicator />}
              </Field.Label>
              <Input
                name={name}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                dir={name === 'email' || name === 'phone' ? 'ltr' : undefined}
                textAlign="start"
                value={formik.values[name]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                autoComplete={name === 'subject' ? 'off' : name === 'phone' ? 'tel' : name}
              />
              <Field.ErrorText>{formik.errors[name]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root {...field('message')}>
          <Field.Label>
            {t('fields.message')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="message"
            rows={6}
            value={formik.values.message}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          <Field.ErrorText>{formik.errors.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="flex-start" loading={formik.isSubmitting}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  )
}
