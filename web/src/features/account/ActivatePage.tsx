import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { describeFailure } from '../../lib/failure'
import { AuthScreen, BusyState, StatusPanel } from './AuthScreen'
import { activateAccount } from './authApi'
import { useLinkCall } from './useLinkCall'

/**
 * The activation link of the sign-up e-mail (`?token=&email=`): GET /auth/activate once, then
 * "activated" (or "already active") with a Log in button, or why the link does not work.
 */
export default function ActivatePage() {
  const lang = useLang()
  const { t } = useTranslation('account')
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const email = params.get('email')?.trim() ?? ''
  const { state, retry } = useLinkCall(token && email ? `${token}|${email}` : null, () => activateAccount(token, email))

  const loginButton = (
    <Button asChild colorPalette="brand" size="lg">
      <RouterLink to={`/${lang}/login`} state={{ email }}>
        {t('activate.login')}
      </RouterLink>
    </Button>
  )

  const invalid = (
    <StatusPanel
      tone="error"
      title={t('activate.invalidTitle')}
      actions={
        <>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={`/${lang}/forgot-password`} state={{ email }}>
              {t('activate.forgot')}
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <RouterLink to={`/${lang}/register`}>{t('activate.register')}</RouterLink>
          </Button>
        </>
      }
    >
      <Text>{t('activate.invalidMessage')}</Text>
    </StatusPanel>
  )

  let body: React.ReactNode
  if (state.status === 'missing') body = invalid
  else if (state.status === 'loading') body = <BusyState label={t('activate.progress')} />
  else if (state.result.success) {
    const already = state.result.message === 'ALREADY_ACTIVE'
    body = (
      <StatusPanel
        tone="success"
        title={already ? t('activate.alreadyTitle') : t('activate.successTitle')}
        actions={loginButton}
      >
        <Text>{already ? t('activate.alreadyMessage') : t('activate.successMessage')}</Text>
      </StatusPanel>
    )
  } else if (state.result.message === 'INVALID_TOKEN' || state.result.status === 400) body = invalid
  else
    body = (
      <Stack gap="5" align="stretch">
        <DismissibleAlert
          type="error"
          title={t('activate.failureTitle')}
          message={describeFailure(state.result, t, lang)}
        />
        <Button colorPalette="brand" size="lg" onClick={retry} alignSelf="center">
          {t('activate.retry')}
        </Button>
      </Stack>
    )

  return (
    <AuthScreen title={t('activate.title')} description={t('activate.description')}>
      {body}
    </AuthScreen>
  )
}
