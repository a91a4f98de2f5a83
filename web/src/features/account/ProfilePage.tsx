import { Button, Heading, Input, SimpleGrid, Separator, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { useLogout } from '../../lib/logout'
import { usePageMeta } from '../../lib/usePageMeta'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { FocusFirstError } from '../../components/FocusFirstError'
import type { ApiFailure } from '../../lib/api'
import { describeFailure, fieldErrorsOf } from '../../lib/failure'
import { getUser, updateStoredUser } from '../../lib/session'
import { DataExportSection } from './DataExport'
import { DeleteAccountSection } from './DeleteAccount'
import { CountrySelect, FormField, LanguageSelect, TimeZoneSelect, errorOf } from './fields'
import { type Profile, getProfile, updateProfile } from './profileApi'
import { PROFILE_FIELDS, type ProfileValues, profileChanges, profileSchema, profileValues } from './profileForm'
import { inputRecipe, separatorRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ input: inputRecipe, separator: separatorRecipe, skeleton: skeletonRecipe })

type Load = { status: 'loading' } | { status: 'failed'; failure: ApiFailure } | { status: 'ready'; profile: Profile }

/**
 * The patient's profile (GET /user/id/{id}, PUT /user/{id} with the changed fields only). The
 * e-mail is shown but cannot change. Log out lives here too (spec §4: the profile page changes
 * the logged-in flag), then downloading a copy of one's data (DataExport.tsx), and last deleting
 * the account (DeleteAccount.tsx).
 */
export default function ProfilePage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  usePageMeta({ title: t('profile.title'), description: t('profile.description') })
  const logout = useLogout()
  const id = getUser()?.id
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (id === undefined || id === null) {
      setLoad({ status: 'failed', failure: { success: false, status: 401, message: 'UNAUTHORIZED', errors: [] } })
      return
    }
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    getProfile(id, controller.signal)
      .then((result) =>
        setLoad(result.success ? { status: 'ready', profile: result.content } : { status: 'failed', failure: result }),
      )
      .catch(() => undefined) // aborted: the page was left
    return () => controller.abort()
  }, [id, attempt])

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('profile.title')}
        </Heading>
        <Text color="fg.muted">{t('profile.intro')}</Text>
      </Stack>

      {load.status === 'loading' && <ProfileSkeleton label={t('profile.loading')} />}
      {load.status === 'failed' && (
        <Stack gap="4" align="flex-start">
          <DismissibleAlert
            type="error"
            title={t('profile.loadFailure')}
            message={describeFailure(load.failure, t, lang)}
          />
          <Button colorPalette="brand" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('profile.retry')}
          </Button>
        </Stack>
      )}
      {load.status === 'ready' && (
        <ProfileForm profile={load.profile} onSaved={(profile) => setLoad({ status: 'ready', profile })} />
      )}

      <Separator />
      <Stack gap="3" as="section" aria-labelledby="profile-session">
        <Heading as="h2" size="md" id="profile-session">
          {t('profile.sessionTitle')}
        </Heading>
        <Text color="fg.muted">{t('profile.sessionText')}</Text>
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          // One transition with the router's: RequireAuth must not see "logged out" while still
          // on this page, or it sends the patient to the login page instead of /.
          onClick={() => startTransition(logout)}
        >
          {t('profile.logout')}
        </Button>
      </Stack>

      <Separator />
      <DataExportSection />

      <Separator />
      <DeleteAccountSection />
    </Stack>
  )
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="4" role="status" aria-live="polite" data-testid="profile-loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {Array.from({ length: 6 }, (_, i) => (
          <Stack key={i} gap="2">
            <Skeleton h="4" w="32" />
            <Skeleton h="10" />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const lang = useLang()
  const { t } = useTranslation('account')
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [saved, setSaved] = useState(0)
  const initialValues = useMemo(() => profileValues(profile), [profile])
  const schema = useMemo(() => profileSchema(t), [t])

  const onSubmit = useCallback(
    async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
      setFailure(null)
      setSaved(0)
      const changes = profileChanges(initialValues, values)
      if (!Object.keys(changes).length) return
      const result = await updateProfile(profile.id, changes)
      if (result.success) {
        const next = result.content
        updateStoredUser({
          firstName: next.firstName,
          lastName: next.lastName,
          country: next.country,
          preferredLanguage: next.preferredLanguage,
          timeZone: next.timeZone,
        })
        helpers.resetForm({ values: profileValues(next) })
        onSaved(next)
        setSaved((n) => n + 1)
        return
      }
      const fieldErrors = fieldErrorsOf(result, PROFILE_FIELDS, t, lang)
      if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors)
      setFailure(result)
    },
    [initialValues, profile.id, t, lang, onSaved],
  )

  const formik = useFormik<ProfileValues>({ initialValues, validationSchema: schema, onSubmit })
  const error = (name: keyof ProfileValues) => errorOf(formik, name)
  const input = (name: 'firstName' | 'lastName' | 'phone') => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  })

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('profile.title')}>
      <FocusFirstError form={formik} />
      <Stack gap="5">
        {saved > 0 && (
          <DismissibleAlert
            key={saved}
            type="success"
            title={t('profile.savedTitle')}
            message={t('profile.savedMessage')}
          />
        )}
        {failure && (
          <DismissibleAlert
            type="error"
            title={t('profile.failureTitle')}
            message={describeFailure(failure, t, lang)}
            onDismiss={() => setFailure(null)}
          />
        )}
        <FormField label={t('fields.email')} readOnly helper={t('profile.emailHint')}>
          <Input value={profile.email} readOnly dir="ltr" textAlign="start" bg="gray.50" name="email" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <FormField label={t('fields.firstName')} error={error('firstName')} required>
            <Input {...input('firstName')} autoComplete="given-name" />
          </FormField>
          <FormField label={t('fields.lastName')} error={error('lastName')} required>
            <Input {...input('lastName')} autoComplete="family-name" />
          </FormField>
          <FormField label={t('fields.phone')} error={error('phone')} helper={t('fields.phoneHint')}>
            <Input {...input('phone')} type="tel" dir="ltr" textAlign="start" autoComplete="tel" />
          </FormField>
          <FormField label={t('fields.country')} error={error('country')}>
            <CountrySelect
              name="country"
              placeholder={t('profile.noCountry')}
              value={formik.values.country}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
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
              placeholder={t('profile.noTimeZone')}
              value={formik.values.timeZone}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </FormField>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={formik.isSubmitting}
          disabled={!formik.dirty}
        >
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  )
}
