import { createContext, useContext } from 'react'

import { DEFAULT_LANG, type Lang } from './lang'

export const LangContext = createContext<Lang>(DEFAULT_LANG)

/** The language of the current route prefix. */
export const useLang = () => useContext(LangContext)
