import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './lib/i18n'
import { App } from './app/app'
import { installAuth } from './features/auth/install-auth'

installAuth()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
