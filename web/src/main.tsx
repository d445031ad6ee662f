import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n, initialLanguage, loadLanguage } from './lib/i18n'
import { App } from './app/app'
import { installAuth } from './features/auth'
import { preloadStartPage } from './app/boot-preload'

installAuth()
preloadStartPage(location.pathname)

// A saved non-English language is loaded before the first render, so the page never shows English first.
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
loadLanguage(initialLanguage)
  .then(() => i18n.changeLanguage(initialLanguage))
  .catch(() => undefined) // a failed bundle falls back to English
  .finally(render)
