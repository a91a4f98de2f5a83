import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as Yup from 'yup'

import { useLang } from '../../lib/LangContext'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import type { ApiFailure } from '../../lib/api'
import { describeFailure, fieldErrorsOf } from '../../lib/failure'
import { getUser } from '../../lib/session'
import { rules } from './authSchemas'
import { FormField, PasswordInput, errorOf } from './fields'
import { PasswordChecklist } from './PasswordChecklist'
import { changePassword } from './passwordApi'

interface Values {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Change password (POST /user/change-password): the current one, then a new one under the rule. */
export default function ChangePasswordPage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  usePageMeta({ title: t('changePassword.title'), description: t('changePassword.description') })
  const email = getUser()?.email ?? ''
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [changed, setChanged] = useState(0)

  const schema = useMemo(() => {
    const r = rules(t)
    return Yup.object({
      currentPassword: Yup.string().required(r.required),
      newPassword: r.newPassword(() => email).notOneOf([Yup.ref('currentPassword')], t('validation.samePassword')),
      confirmPassword: r.confirm('newPassword'),
    })
  }, [t, email])

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null)
    setChanged(0)
    const result = await changePassword(values.currentPassword, values.newPassword)
    if (result.success) {
      helpers.resetForm({ values: EMPTY })
      setChanged((n) => n + 1)
      return
    }
    if (result.message === 'WRONG_PASSWORD') {
      helpers.setFieldError('currentPassword', t('common:apiErrors.WRONG_PASSWORD'))
      return
    }
    const fieldErrors = fieldErrorsOf(result, ['currentPassword', 'newPassword'] as const, t, lang)
    if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors)
    setFailure(result)
  }

  const formik = useFormik<Values>({ initialValues: EMPTY, validationSchema: schema, onSubmit })
  const field = (name: keyof Values, autoComplete: 'current-password' | 'new-password') => ({
    name,
    autoComplete,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  })

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('changePassword.title')}
        </Heading>
        <Text color="fg.muted">{t('changePassword.intro')}</Text>
      </Stack>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('changePassword.title')}>
        <FocusFirstError form={formik} />
        <Stack gap="5" maxW="lg">
          {changed > 0 && (
            <DismissibleAlert
              key={changed}
              type="success"
              title={t('changePassword.successTitle')}
              message={t('changePassword.successMessage')}
            />
          )}
          {failure && (
            <DismissibleAlert
              type="error"
              title={t('changePassword.failureTitle')}
              message={describeFailure(failure, t, lang)}
              onDismiss={() => setFailure(null)}
            />
          )}
          {/* Lets password managers update the password of the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField label={t('fields.currentPassword')} error={errorOf(formik, 'currentPassword')} required>
            <PasswordInput {...field('currentPassword', 'current-password')} />
          </FormField>
          <FormField
            label={t('fields.newPassword')}
            error={errorOf(formik, 'newPassword')}
            required
            helper={<PasswordChecklist password={formik.values.newPassword} email={email} />}
          >
            <PasswordInput {...field('newPassword', 'new-password')} />
          </FormField>
          <FormField label={t('fields.confirmNewPassword')} error={errorOf(formik, 'confirmPassword')} required>
            <PasswordInput {...field('confirmPassword', 'new-password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={formik.isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
