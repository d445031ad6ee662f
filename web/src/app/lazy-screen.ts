import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadEnglishRest } from '../lib/english-rest'

/**
 * `React.lazy` for a screen or layout that may use any translation namespace: its chunk and the English namespaces
 * outside the entry (lib/english-rest.ts) load side by side, and it renders once both are there, so no key ever
 * shows untranslated. The sign-in screens use plain `lazy`: they need only the namespaces the entry carries.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound on the component type
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadEnglishRest()])
    return module
  })
}
