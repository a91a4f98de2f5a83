import { Button, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { describeFailure } from '../../lib/failure'
import { cmsFailure } from './api/doctorQueries'

/** A doctor that could not be loaded from the CMS: the reason, translated, and a retry. */
export function DoctorLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  return (
    <Stack gap="3" data-testid="doctor-error">
      <DismissibleAlert type="error" title={t('profile.error')} message={describeFailure(cmsFailure(error), t, lang)} />
      <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Stack>
  )
}
