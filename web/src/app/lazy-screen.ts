import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadEnglishAll, loadEnglishRest } from '../lib/english-rest'

/** A lazy screen that can be asked to start loading before it renders (app/route-view.tsx). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound on the component type
export type PreloadableScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  preload: (data?: Promise<void>) => void
}

/**
 * `React.lazy` for a screen or layout that may use any translation namespace: its chunk and the English namespaces
 * outside the entry (lib/english-rest.ts) load side by side, and it renders once both are there, so no key ever
 * shows untranslated. The sign-in screens use plain `lazy`: they need only the namespaces the entry carries.
 * `preload` starts the same load ahead of the render: a signed-in screen renders inside the signed-in layout, itself
 * lazy, so without it the screen's chunk would be requested only once the layout's had arrived and run. Given the
 * start page's data on its way (app/boot-preload.ts), the first `preload` also waits for it: the screen's first render
 * shows its data, not a loading state followed by a second render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound on the component type
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  /**
   * 'product': the screen (and all it imports) uses only the namespaces of locales/english-rest-bundle.ts, so it does
   * not wait for the sandbox's and showcase's strings too (app/english-split.test.ts holds each such screen to that).
   */
  english: 'all' | 'product' = 'all',
): PreloadableScreen<T> {
  let loading: Promise<{ default: T }> | undefined
  const start = (data?: Promise<void>) => {
    loading ??= Promise.all([load(), english === 'product' ? loadEnglishRest() : loadEnglishAll(), data]).then(
      ([module]) => module,
      (error: unknown) => {
        loading = undefined // a failed preload leaves the render its own try
        throw error
      },
    )
    return loading
  }
  return Object.assign(
    lazy(() => start()),
    { preload: (data?: Promise<void>) => void start(data).catch(() => undefined) },
  )
}
