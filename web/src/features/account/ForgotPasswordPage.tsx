import { Button, Input, Stack, Text } from '@chakra-ui/react'
import { useFormik } from 'formik'
import { useMemo, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import * as Yup from 'yup'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import type { ApiFailure } from '../../lib/api'
import { describeFailure } from '../../lib/failure'
import { AuthScreen, StatusPanel } from './AuthScreen'
import { requestPasswordReset } from './authApi'
import { rules } from './authSchemas'
import { FormField, errorOf } from './fields'
import type { LoginPageState } from './loginDestination'
import { TextLink } from './TextLink'
import { inputRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe })

/**
 * Asks for a reset link (GET /auth/forgot). The answer is the same whether or not an account
 * exists, so the confirmation is worded "if an account exists".
 */
export default function ForgotPasswordPage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  const location = useLocation()
  const prefill = (location.state as LoginPageState | null)?.email
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const schema = useMemo(() => Yup.object({ email: rules(t).email() }), [t])

  const formik = useFormik({
    initialValues: { email: typeof prefill === 'string' ? prefill : '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null)
      const email = values.email.trim()
      const result = await requestPasswordReset(email)
      if (result.success) setSentTo(email)
      else setFailure(result)
    },
  })

  return (
    <AuthScreen title={t('forgot.title')} description={t('forgot.description')}>
      {sentTo ? (
        <StatusPanel
          tone="success"
          title={t('forgot.sentTitle')}
          actions={
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={`/${lang}/login`} state={{ email: sentTo }}>
                {t('forgot.backToLogin')}
              </RouterLink>
            </Button>
          }
        >
          <Text>
            <Trans
              t={t}
              i18nKey="forgot.sentMessage"
              values={{ email: sentTo }}
              components={{ strong: <strong dir="ltr" /> }}
            />
          </Text>
          <Text fontSize="sm">{t('forgot.sentHint')}</Text>
        </StatusPanel>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate aria-label={t('forgot.title')}>
          <FocusFirstError form={formik} />
          <Stack gap="5">
            <Text color="fg.muted">{t('forgot.intro')}</Text>
            {failure && (
              <DismissibleAlert
                type="error"
                title={t('forgot.failureTitle')}
                message={describeFailure(failure, t, lang)}
                onDismiss={() => setFailure(null)}
              />
            )}
            <FormField label={t('fields.email')} error={errorOf(formik, 'email')} required>
              <Input
                name="email"
                type="email"
                dir="ltr"
                textAlign="start"
                autoComplete="email"
                value={formik.values.email}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={formik.isSubmitting}>
              {t('forgot.submit')}
            </Button>
            <Text textAlign="center" fontSize="sm">
              <TextLink to={`/${lang}/login`}>{t('forgot.backToLogin')}</TextLink>
            </Text>
          </Stack>
        </form>
      )}
    </AuthScreen>
  )
}
