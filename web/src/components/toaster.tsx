import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { toastSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

registerSlotRecipes({ toast: toastSlotRecipe })

/** Toasts do not mirror by themselves: bottom-end in LTR, bottom-start in RTL. */
const toasters = {
  ltr: createToaster({ placement: 'bottom-end', pauseOnPageIdle: true }),
  rtl: createToaster({ placement: 'bottom-start', pauseOnPageIdle: true }),
}

export const toasterFor = (dir: 'ltr' | 'rtl') => toasters[dir]

export function AppToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  return (
    <Portal>
      <ChakraToaster toaster={toasters[dir]} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
