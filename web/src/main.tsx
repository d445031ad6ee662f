import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n, initialLanguage, loadLanguage } from './lib/i18n'
import { App } from './app/app'
import { installAuth } from './features/auth'
import { preloadStartPage } from './app/boot-preload'

installAuth()
preloadStartPage(location.pathname)

// A saved non-English language is loaded before the first render, so the page never shows English first.
// The first render is a transition: React renders it in slices that yield to the browser every few milliseconds
// instead of one long task (the signed-in layout and screen with their Fluent components took hundreds of
// milliseconds on a phone's CPU, all of it blocking input).
const render = () => {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}
loadLanguage(initialLanguage)
  .then(() => i18n.changeLanguage(initialLanguage))
  .catch(() => undefined) // a failed bundle falls back to English
  .finally(render)
