import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { resources, namespaces, defaultNS } from '../locales/resources'

/**
 * English is bundled (it is the fallback and small); the shell issue adds ru, fr and ar as lazily loaded
 * bundles. `returnNull: false` keeps t() typed as string.
 */
void i18next.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
})

export { i18next as i18n }
