import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { usePreview } from '../lib/preview'

/**
 * The bar at the bottom of the window in preview mode (lib/preview.tsx): drafts are shown, or the
 * link was refused and the page is the published one. It sticks to the bottom of the window but
 * takes its own place after the page, so it never hides the end of the content.
 */
export function PreviewBanner() {
  const { state } = usePreview()
  const { t } = useTranslation()
  if (state !== 'on' && state !== 'refused') return null
  const on = state === 'on'
  return (
    <Box
      role="status"
      data-preview={state}
      position="sticky"
      insetBlockEnd="0"
      insetInline="0"
      zIndex="banner"
      px={{ base: '4', md: '6' }}
      py="3"
      textAlign="center"
      fontSize="sm"
      fontWeight="semibold"
      bg={on ? 'yellow.100' : 'gray.100'}
      color={on ? 'yellow.900' : 'gray.900'}
      borderBlockStartWidth="2px"
      borderColor={on ? 'yellow.500' : 'gray.400'}
    >
      {t(on ? 'preview.on' : 'preview.refused')}
    </Box>
  )
}
