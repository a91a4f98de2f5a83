import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useFormik } from 'formik'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom'
import * as Yup from 'yup'

import { useLang } from '../../lib/LangContext'
import { useLogin, useSession } from '../../lib/sessionContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import type { ApiFailure } from '../../lib/api'
import { describeFailure } from '../../lib/failure'
import { getUser } from '../../lib/session'
import { AuthScreen } from './AuthScreen'
import { logIn } from './authApi'
import { rules } from './authSchemas'
import { FormField, PasswordInput, errorOf } from './fields'
import { type LoginPageState, destinationAfterLogin } from './loginDestination'
import { alertSlotRecipe, inputRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe, link: linkRecipe })
registerSlotRecipes({ alert: alertSlotRecipe })

interface Values {
  email: string
  password: string
}

/**
 * Login (spec §2, §4): stores the user object with its token, then goes back to the page that
 * asked for it (with its navigation state), else to the appointments (admins: the admin area).
 * After an expired session it says so first. A signed-in visitor skips it.
 */
export default function LoginPage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  const location = useLocation()
  const state = (location.state ?? {}) as LoginPageState
  const { loggedIn } = useSession()
  const login = useLogin()
  const [failure, setFailure] = useState<ApiFailure | null>(null)

  const schema = useMemo(() => {
    const r = rules(t)
    return Yup.object({ email: r.email(), password: Yup.string().required(r.required) })
  }, [t])

  const formik = useFormik<Values>({
    initialValues: { email: typeof state.email === 'string' ? state.email : '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null)
      const result = await logIn(values.email.trim(), values.password)
      // Storing the user flips the logged-in flag; the redirect below takes over.
      if (result.success) login(result.content)
      else setFailure(result)
    },
  })

  const user = loggedIn ? getUser() : null
  if (user) {
    const to = destinationAfterLogin(lang, user, state.from)
    // Back to the same step: the page gets its navigation state again (the survey's answers, say).
    return <Navigate to={to} replace state={to === state.from ? state.fromState : undefined} />
  }

  return (
    <AuthScreen title={t('login.title')} description={t('login.description')}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('login.title')}>
        <FocusFirstError form={formik} />
        <Stack gap="5">
          {state.expired === true && (
            <Alert.Root status="info" role="status" data-testid="session-expired" alignItems="flex-start">
              <Alert.Indicator />
              <Alert.Title fontWeight="semibold">{t('login.expired')}</Alert.Title>
            </Alert.Root>
          )}
          <Text color="fg.muted">{t('login.intro')}</Text>
          {failure && (
            <Stack gap="2">
              <DismissibleAlert
                type="error"
                title={t('login.failureTitle')}
                message={describeFailure(failure, t, lang)}
                onDismiss={() => setFailure(null)}
              />
              {failure.message === 'ACCOUNT_NOT_ACTIVATED' && (
                <Text fontSize="sm">
                  {t('login.notActivatedHelp')}{' '}
                  <Link asChild color="brand.600" fontWeight="medium">
                    <RouterLink to={`/${lang}/forgot-password`} state={{ email: formik.values.email.trim() }}>
                      {t('login.notActivatedLink')}
                    </RouterLink>
                  </Link>
                </Text>
              )}
            </Stack>
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
          <FormField label={t('fields.password')} error={errorOf(formik, 'password')} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
          <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-end">
            <RouterLink to={`/${lang}/forgot-password`} state={{ email: formik.values.email.trim() }}>
              {t('login.forgot')}
            </RouterLink>
          </Link>
          <Button type="submit" colorPalette="brand" size="lg" loading={formik.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Text textAlign="center" fontSize="sm">
            {t('login.noAccount')}{' '}
            <Link asChild color="brand.600" fontWeight="medium">
              <RouterLink to={`/${lang}/register`}>{t('login.register')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthScreen>
  )
}
