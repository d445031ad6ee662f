import 'i18next'
import type { en, defaultNS } from '../locales/resources'

// Typed keys: t('missing.key') fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: typeof en
    returnNull: false
  }
}
