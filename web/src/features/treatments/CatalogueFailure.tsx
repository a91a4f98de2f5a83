import { Button, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import { describeFailure } from '../../lib/failure'
import { catalogueFailureCode } from './api/catalogueQuery'

/** The catalogue could not be read: what happened, and a way to try again. */
export function CatalogueFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('treatments')
  const lang = useLang()
  return (
    <Stack gap="4" align="flex-start">
      <DismissibleAlert
        type="error"
        title={t('catalogue.failed')}
        message={describeFailure({ message: catalogueFailureCode(error), errors: [] }, t, lang)}
      />
      <Button colorPalette="brand" onClick={onRetry}>
        {t('catalogue.retry')}
      </Button>
    </Stack>
  )
}
