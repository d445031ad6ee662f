import i18next from 'i18next'
import { englishCore } from '../locales/english-core'

// One chunk per namespace file, like the other languages (lib/i18n.ts): a new <ns>.json needs no wiring.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json')

let loading: Promise<void> | undefined

/**
 * Loads the English namespaces the entry does not carry (all but locales/english-core.ts), once. English is every
 * language's fallback, so it is loaded whatever the language; a screen that is not a sign-in screen, and the signed-in
 * layout, wait for it (app/lazy-screen.ts). A failed chunk is retried on the next call.
 */
export function loadEnglishRest(): Promise<void> {
  loading ??= Promise.all(
    Object.entries(bundles)
      .map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.json'.length), load] as const)
      .filter(([namespace]) => !(namespace in englishCore))
      .map(async ([namespace, load]) => {
        i18next.addResourceBundle('en', namespace, (await load()).default, true, true)
      }),
  ).then(
    () => undefined,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
