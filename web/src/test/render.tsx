import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { act, render } from '@testing-library/react'
import i18n from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'

import { LangContext } from '../lib/LangContext'
import { SessionProvider } from '../lib/sessionContext'
import { system } from '../lib/theme'
import { type Lang, chakraLocaleOf } from '../lib/lang'

/** Renders with Chakra, the language (context, i18next, locale) and a router at `path`. */
export async function renderWithProviders(
  ui: ReactElement,
  { lang = 'en', path = `/${lang}/` }: { lang?: Lang; path?: string } = {},
) {
  await i18n.changeLanguage(lang)
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <SessionProvider>
        <LangContext.Provider value={lang}>
          <LocaleProvider locale={chakraLocaleOf(lang)}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </LocaleProvider>
        </LangContext.Provider>
      </SessionProvider>
    </ChakraProvider>
  )
  const result = render(ui, { wrapper: Wrapper })
  await settle()
  return result
}

/** Lets Chakra's state machines (Zag) start and process pending events. */
export const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
