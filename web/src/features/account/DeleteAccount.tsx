import { Button, Heading, List, Stack, Text } from '@chakra-ui/react'
import { type FormikHelpers, useFormik } from 'formik'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as Yup from 'yup'

import { ConfirmDialog } from '../../components/ConfirmDialog'
import { FocusFirstError } from '../../components/FocusFirstError'
import { toasterFor } from '../../components/toaster'
import { useLang } from '../../lib/LangContext'
import { dirOf } from '../../lib/lang'
import { describeFailure, fieldErrorsOf } from '../../lib/failure'
import { getUser } from '../../lib/session'
import { useEndLocalSession } from '../../lib/sessionContext'
import { rules } from './authSchemas'
import { deleteAccount } from './deleteAccountApi'
import { FormField, PasswordInput, errorOf } from './fields'
import { listSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ list: listSlotRecipe })

interface Values {
  password: string
}

const EMPTY: Values = { password: '' }

/** What goes (as DELETE /user/me describes it): the keys of `deleteAccount.removed`. */
const REMOVED = ['appointments', 'records', 'emails'] as const

/** How long the confirmation stays on the home page (it pauses while the tab is hidden). */
const DELETED_NOTICE_MS = 15_000

/**
 * The profile page's danger zone: "Delete my account" opens a dialog that says what is deleted
 * and what is kept and asks for the password again (DELETE /user/me). Once deleted, the session
 * ends on this device as at logout and the visitor lands on the language's home page, where a
 * toast confirms it (the site's toaster lives in the layout, which stays).
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('account')
  return (
    <Stack
      gap="3"
      as="section"
      aria-labelledby="profile-delete-account"
      borderWidth="1px"
      borderColor="border.error"
      rounded="md"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" size="md" id="profile-delete-account" color="fg.error">
        {t('deleteAccount.title')}
      </Heading>
      <Text color="fg.muted">{t('deleteAccount.text')}</Text>
      <DeleteAccountDialog />
    </Stack>
  )
}

function DeleteAccountDialog() {
  const lang = useLang()
  const { t } = useTranslation('account')
  const endLocalSession = useEndLocalSession()
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const email = getUser()?.email ?? ''
  const schema = useMemo(() => Yup.object({ password: Yup.string().required(rules(t).required) }), [t])

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null)
    const result = await deleteAccount(values.password)
    if (result.success) {
      toasterFor(dirOf(lang)).create({
        type: 'success',
        title: t('deleteAccount.doneTitle'),
        description: t('deleteAccount.doneMessage'),
        duration: DELETED_NOTICE_MS,
      })
      // The server already refuses the token: only this device's session is left to end.
      endLocalSession(`/${lang}/`)
      return
    }
    if (result.message === 'WRONG_PASSWORD') {
      helpers.setFieldError('password', t('account:deleteAccount.wrongPassword'))
      passwordRef.current?.focus()
      return
    }
    const fieldErrors = fieldErrorsOf(result, ['password'] as const, t, lang)
    if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors)
    // STAFF_ACCOUNT, ACCOUNT_LOCKED, a network failure…: in the visitor's language.
    setFailure(describeFailure(result, t, lang))
  }

  const formik = useFormik<Values>({ initialValues: EMPTY, validationSchema: schema, onSubmit })

  return (
    <ConfirmDialog
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setFailure(null)
          formik.resetForm({ values: EMPTY })
        }
      }}
      trigger={
        <Button colorPalette="red" alignSelf="flex-start">
          {t('deleteAccount.button')}
        </Button>
      }
      title={t('deleteAccount.dialogTitle')}
      failure={failure}
      failureTitle={t('deleteAccount.failureTitle')}
      onDismissFailure={() => setFailure(null)}
      keepLabel={t('deleteAccount.keep')}
      confirmLabel={t('deleteAccount.confirm')}
      confirmPalette="red"
      saving={formik.isSubmitting}
      onSubmit={formik.handleSubmit}
      initialFocusEl={() => passwordRef.current}
    >
      <Stack gap="4">
        <FocusFirstError form={formik} />
        <Text>{t('deleteAccount.intro')}</Text>
        <Stack gap="1">
          <Text fontWeight="semibold">{t('deleteAccount.removedTitle')}</Text>
          <List.Root as="ul" listStyleType="disc" ps="5" gap="1">
            {REMOVED.map((key) => (
              <List.Item key={key}>{t(`deleteAccount.removed.${key}`)}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <Stack gap="1">
          <Text fontWeight="semibold">{t('deleteAccount.keptTitle')}</Text>
          <Text>{t('deleteAccount.kept')}</Text>
        </Stack>
        <Text fontWeight="semibold" color="fg.error">
          {t('deleteAccount.final')}
        </Text>
        {/* Lets password managers offer the password of the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label={t('deleteAccount.password')}
          error={errorOf(formik, 'password')}
          required
          helper={t('deleteAccount.passwordHint')}
        >
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
      </Stack>
    </ConfirmDialog>
  )
}
