import '@fontsource/noto-sans-arabic/arabic-400.css'
import '@fontsource/noto-sans-arabic/arabic-700.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/App'
import { initI18n } from './app/i18n'

// A module or stylesheet preload that fails rejects the lazy import: chunks.ts turns it into a
// ChunkLoadError and the error boundary shows the reload page.
void initI18n()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
