import { Button, Fieldset, Heading, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { useMemo, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import type { ApiFailure } from '../../lib/api'
import { describeFailure, fieldErrorsOf } from '../../lib/failure'
import { AuthScreen, StatusPanel } from './AuthScreen'
import { signUp } from './authApi'
import { phoneToSend } from './authSchemas'
import { CountrySelect, FormField, LanguageSelect, PasswordInput, TimeZoneSelect, errorOf } from './fields'
import { PasswordChecklist } from './PasswordChecklist'
import { TermsCheckbox } from './TermsCheckbox'
import { type RegisterValues, SIGNUP_FIELDS, registerSchema } from './registerSchema'
import { browserTimeZone } from './timeZones'
import { fieldsetSlotRecipe, inputRecipe, linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe, link: linkRecipe })
registerSlotRecipes({ fieldset: fieldsetSlotRecipe })

/**
 * Sign-up (POST /auth/signup): the patient's details, the password rule as a live checklist and
 * the terms. The account stays inactive until the e-mailed link is opened (activate page). An
 * address that already has an account is answered alike (its owner is told by e-mail), so the
 * page never says which addresses are registered.
 */
export default function RegisterPage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const schema = useMemo(() => registerSchema(t), [t])

  const onSubmit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    setFailure(null)
    const email = values.email.trim()
    const result = await signUp({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email,
      password: values.password,
      phone: phoneToSend(values.phone, values.country),
      country: values.country as Exclude<RegisterValues['country'], ''>,
      preferredLanguage: values.preferredLanguage,
      ...(values.timeZone ? { timeZone: values.timeZone } : {}),
    })
    if (result.success) {
      setSentTo(result.content?.email ?? email)
      return
    }
    const fieldErrors = fieldErrorsOf(result, SIGNUP_FIELDS, t, lang)
    if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors)
    setFailure(result)
  }

  const formik = useFormik<RegisterValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      country: '',
      preferredLanguage: lang,
      timeZone: browserTimeZone(),
      acceptTerms: false,
    },
    validationSchema: schema,
    onSubmit,
  })

  const error = (name: keyof RegisterValues) => errorOf(formik, name)
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  })

  return (
    <AuthScreen title={t('register.title')} description={t('register.description')} width="2xl">
      {sentTo ? (
        <StatusPanel
          tone="success"
          title={t('register.sentTitle')}
          actions={
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={`/${lang}/login`} state={{ email: sentTo }}>
                {t('register.login')}
              </RouterLink>
            </Button>
          }
        >
          <Text data-testid="sent-to">
            <Trans
              t={t}
              i18nKey="register.sentMessage"
              values={{ email: sentTo }}
              components={{ strong: <strong dir="ltr" /> }}
            />
          </Text>
          <Text fontSize="sm">{t('register.sentExisting')}</Text>
          <Text fontSize="sm">{t('register.sentHint')}</Text>
        </StatusPanel>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate aria-label={t('register.title')}>
          <FocusFirstError form={formik} />
          <Stack gap="6">
            <Text color="fg.muted">{t('register.intro')}</Text>
            {failure && (
              <DismissibleAlert
                type="error"
                title={t('register.failureTitle')}
                message={describeFailure(failure, t, lang)}
                onDismiss={() => setFailure(null)}
              />
            )}

            <Fieldset.Root>
              <Fieldset.Legend>
                <Heading as="h2" size="md">
                  {t('register.aboutYou')}
                </Heading>
              </Fieldset.Legend>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField label={t('fields.firstName')} error={error('firstName')} required>
                    <Input {...text('firstName')} autoComplete="given-name" />
                  </FormField>
                  <FormField label={t('fields.lastName')} error={error('lastName')} required>
                    <Input {...text('lastName')} autoComplete="family-name" />
                  </FormField>
                  <FormField label={t('fields.phone')} error={error('phone')} required helper={t('fields.phoneHint')}>
                    <Input {...text('phone')} type="tel" dir="ltr" textAlign="start" autoComplete="tel" />
                  </FormField>
                  <FormField label={t('fields.country')} error={error('country')} required>
                    <CountrySelect
                      name="country"
                      value={formik.values.country}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      autoComplete="country"
                    />
                  </FormField>
                </SimpleGrid>
              </Fieldset.Content>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>
                <Heading as="h2" size="md">
                  {t('register.yourLogin')}
                </Heading>
              </Fieldset.Legend>
              <Fieldset.Content>
                <FormField label={t('fields.email')} error={error('email')} required>
                  <Input {...text('email')} type="email" dir="ltr" textAlign="start" autoComplete="email" />
                </FormField>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
                  <FormField
                    label={t('fields.password')}
                    error={error('password')}
                    required
                    helper={<PasswordChecklist password={formik.values.password} email={formik.values.email} />}
                  >
                    <PasswordInput
                      name="password"
                      autoComplete="new-password"
                      value={formik.values.password}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                    />
                  </FormField>
                  <FormField label={t('fields.confirmPassword')} error={error('confirmPassword')} required>
                    <PasswordInput
                      name="confirmPassword"
                      autoComplete="new-password"
                      value={formik.values.confirmPassword}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                    />
                  </FormField>
                </SimpleGrid>
              </Fieldset.Content>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>
                <Heading as="h2" size="md">
                  {t('register.preferences')}
                </Heading>
              </Fieldset.Legend>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
                  <FormField
                    label={t('fields.preferredLanguage')}
                    error={error('preferredLanguage')}
                    required
                    helper={t('fields.preferredLanguageHint')}
                  >
                    <LanguageSelect
                      name="preferredLanguage"
                      value={formik.values.preferredLanguage}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                    />
                  </FormField>
                  <FormField label={t('fields.timeZone')} error={error('timeZone')} helper={t('fields.timeZoneHint')}>
                    <TimeZoneSelect
                      name="timeZone"
                      value={formik.values.timeZone}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                    />
                  </FormField>
                </SimpleGrid>
              </Fieldset.Content>
            </Fieldset.Root>

            <TermsCheckbox
              checked={formik.values.acceptTerms}
              error={error('acceptTerms')}
              onBlur={formik.handleBlur}
              onChange={(checked) => {
                void formik.setFieldTouched('acceptTerms', true, false)
                void formik.setFieldValue('acceptTerms', checked)
              }}
            />

            <Button type="submit" colorPalette="brand" size="lg" loading={formik.isSubmitting}>
              {t('register.submit')}
            </Button>
            <Text textAlign="center" fontSize="sm">
              {t('register.haveAccount')}{' '}
              <Link asChild color="brand.600" fontWeight="medium">
                <RouterLink to={`/${lang}/login`}>{t('register.login')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      )}
    </AuthScreen>
  )
}
