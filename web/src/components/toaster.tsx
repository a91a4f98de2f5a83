import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { toastSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

registerSlotRecipes({ toast: toastSlotRecipe })

/** Toasts do not mirror by themselves: bottom-end in LTR, bottom-start in RTL. */
const toasters = {
  ltr: createToaster({ placement: 'bottom-end', pauseOnPageIdle: true }),
  rtl: createToaster({ placement: 'bottom-start', pauseOnPageIdle: true }),
}

export const toasterFor = (dir: 'ltr' | 'rtl') => toasters[dir]

/**
 * The toasts: a polite live region that is always there (so a new toast is read out), named in
 * the page's language, each toast with a translated close button (Zag's defaults are English).
 */
export function AppToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation()
  return (
    <Portal>
      <ChakraToaster toaster={toasters[dir]} insetInline={{ mdDown: '4' }} aria-label={t('a11y.notifications')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('actions.dismiss')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
