import i18next from 'i18next'
import { englishCore } from '../locales/english-core'

type Bundle = { englishFiles: Record<string, Record<string, unknown>> }

const register = ({ englishFiles }: Bundle) => {
  for (const [file, content] of Object.entries(englishFiles)) {
    const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length)
    if (!(namespace in englishCore)) i18next.addResourceBundle('en', namespace, content, true, true)
  }
}

/** Loads a bundle once; a failed chunk is retried on the next call. */
function once(load: () => Promise<Bundle>): () => Promise<void> {
  let loading: Promise<void> | undefined
  return () =>
    (loading ??= load().then(register, (error: unknown) => {
      loading = undefined
      throw error
    }))
}

/**
 * Loads the English namespaces the entry does not carry and the signed-in layout and the product's screens use
 * (locales/english-rest-bundle.ts), once. English is every language's fallback, so it is loaded whatever the
 * language; a screen that is not a sign-in screen, and the signed-in layout, wait for it (app/lazy-screen.ts). One
 * chunk with every such namespace file (a new <ns>.json needs no wiring): on a phone's connection one request beats
 * forty small ones.
 */
export const loadEnglishRest = once(() => import('../locales/english-rest-bundle'))

/** The rest and the sandbox's, showcase's, front pages' and report guides' namespaces (english-extra-bundle.ts). */
const loadExtra = once(() => import('../locales/english-extra-bundle'))
export const loadEnglishAll = (): Promise<void> => Promise.all([loadEnglishRest(), loadExtra()]).then(() => undefined)
