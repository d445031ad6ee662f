import i18next from 'i18next'
import { englishCore } from '../locales/english-core'

let loading: Promise<void> | undefined

/**
 * Loads the English namespaces the entry does not carry (all but locales/english-core.ts), once. English is every
 * language's fallback, so it is loaded whatever the language; a screen that is not a sign-in screen, and the signed-in
 * layout, wait for it (app/lazy-screen.ts). A failed chunk is retried on the next call.
 */
export function loadEnglishRest(): Promise<void> {
  // One chunk with every namespace file (a new <ns>.json needs no wiring): on a phone's connection one request beats
  // forty small ones.
  loading ??= import('../locales/english-rest-bundle').then(
    ({ englishFiles }) => {
      for (const [file, content] of Object.entries(englishFiles)) {
        const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length)
        if (!(namespace in englishCore)) i18next.addResourceBundle('en', namespace, content, true, true)
      }
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
