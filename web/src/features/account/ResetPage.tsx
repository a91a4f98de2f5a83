import { Button, Stack, Text } from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { useMemo, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import * as Yup from 'yup'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import type { ApiFailure } from '../../lib/api'
import { describeFailure, fieldErrorsOf } from '../../lib/failure'
import { AuthScreen, BusyState, StatusPanel } from './AuthScreen'
import { checkResetLink, resetPassword } from './authApi'
import { rules } from './authSchemas'
import { FormField, PasswordInput, errorOf } from './fields'
import { PasswordChecklist } from './PasswordChecklist'
import { useLinkCall } from './useLinkCall'

interface Values {
  password: string
  confirmPassword: string
}

/**
 * The reset link of the e-mail (`?token=&email=`): checked first (GET /auth/reset), then the new
 * password under the sign-up rule (POST /auth/reset), then Log in.
 */
export default function ResetPage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const email = params.get('email')?.trim() ?? ''
  const { state, retry } = useLinkCall(token && email ? `${token}|${email}` : null, () => checkResetLink(token, email))
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [expired, setExpired] = useState(false)
  const [done, setDone] = useState(false)

  const schema = useMemo(() => {
    const r = rules(t)
    return Yup.object({ password: r.newPassword(() => email), confirmPassword: r.confirm('password') })
  }, [t, email])

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null)
    const result = await resetPassword(token, email, values.password)
    if (result.success) {
      setDone(true)
      return
    }
    // The link was used or expired meanwhile: say so instead of a bare error.
    if (result.message === 'INVALID_TOKEN') {
      setExpired(true)
      return
    }
    const fieldErrors = fieldErrorsOf(result, ['password'] as const, t, lang)
    if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors)
    setFailure(result)
  }

  const formik = useFormik<Values>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit,
  })

  const invalid = (
    <StatusPanel
      tone="error"
      title={t('reset.invalidTitle')}
      actions={
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={`/${lang}/forgot-password`} state={{ email }}>
            {t('reset.requestNew')}
          </RouterLink>
        </Button>
      }
    >
      <Text>{t('reset.invalidMessage')}</Text>
    </StatusPanel>
  )

  let body: React.ReactNode
  if (done)
    body = (
      <StatusPanel
        tone="success"
        title={t('reset.successTitle')}
        actions={
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={`/${lang}/login`} state={{ email }}>
              {t('reset.login')}
            </RouterLink>
          </Button>
        }
      >
        <Text>{t('reset.successMessage')}</Text>
      </StatusPanel>
    )
  else if (expired || state.status === 'missing') body = invalid
  else if (state.status === 'loading') body = <BusyState label={t('reset.checking')} />
  else if (!state.result.success && (state.result.message === 'INVALID_TOKEN' || state.result.status === 400))
    body = invalid
  else if (!state.result.success)
    body = (
      <Stack gap="5">
        <DismissibleAlert
          type="error"
          title={t('reset.failureTitle')}
          message={describeFailure(state.result, t, lang)}
        />
        <Button colorPalette="brand" size="lg" onClick={retry} alignSelf="center">
          {t('reset.retry')}
        </Button>
      </Stack>
    )
  else
    body = (
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('reset.title')}>
        <FocusFirstError form={formik} />
        <Stack gap="5">
          <Text color="fg.muted">
            <Trans t={t} i18nKey="reset.intro" values={{ email }} components={{ strong: <strong dir="ltr" /> }} />
          </Text>
          {failure && (
            <DismissibleAlert
              type="error"
              title={t('reset.failureTitle')}
              message={describeFailure(failure, t, lang)}
              onDismiss={() => setFailure(null)}
            />
          )}
          {/* Lets password managers store the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField
            label={t('fields.newPassword')}
            error={errorOf(formik, 'password')}
            required
            helper={<PasswordChecklist password={formik.values.password} email={email} />}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
          <FormField label={t('fields.confirmNewPassword')} error={errorOf(formik, 'confirmPassword')} required>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={formik.values.confirmPassword}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={formik.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    )

  return (
    <AuthScreen title={t('reset.title')} description={t('reset.description')}>
      {body}
    </AuthScreen>
  )
}
