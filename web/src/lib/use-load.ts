import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { usePending } from '../components/loading-bar'
import { isApiError } from './api-client'
import { takeEarlyBody } from './early-requests'

export interface Loaded<T> {
  data: T | undefined
  loading: boolean
  /** A message for the error state; null when the last load succeeded. */
  error: string | null
  /** 404 from the service: the screen shows "not found" rather than an error. */
  notFound: boolean
  reload: () => void
  /** Replaces the data after a successful write, without another round trip. */
  setData: (data: T) => void
}

type Fetcher<T> = (signal: AbortSignal) => Promise<{ data?: T; error?: unknown; response?: Response }>

/**
 * The one typed API read of the web app: loading, error and not-found states, stale answers dropped on change, and
 * the thin loading bar while it is pending. `key` lists what the read depends on (the fetcher itself is usually an
 * inline closure).
 */
export function useLoad<T>(
  fetcher: Fetcher<T>,
  key: unknown[],
  fallbackError: string,
  options: {
    /**
     * The path of the first request (query included, as the API client sends it) when the route asks for it at
     * start-up (`early` in the route table): an answer already in is the first render's data, with no request and
     * no loading state.
     */
    early?: string
  } = {},
): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload' | 'setData'>>(() => {
    const data = options.early === undefined ? undefined : (takeEarlyBody(options.early) as T | undefined)
    return { data, loading: data === undefined, error: null, notFound: false }
  })
  // The first load is the early answer already shown: the effect's first run has nothing to fetch.
  const loadedEarly = useRef(!state.loading)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const setData = useCallback((data: T) => setState({ data, loading: false, error: null, notFound: false }), [])

  useEffect(() => {
    if (loadedEarly.current) {
      loadedEarly.current = false
      return
    }
    const controller = new AbortController()
    setState((s) => ({ ...s, loading: true }))
    fetcher(controller.signal)
      .then(({ data, error, response }) => {
        if (controller.signal.aborted) return
        // A transition: React renders what the answer brings (a page of rows, a report) in slices that yield to the
        // browser, instead of one task that blocks input for as long as the render takes on a phone's CPU.
        if (data !== undefined)
          return startTransition(() => setState({ data, loading: false, error: null, notFound: false }))
        const notFound = response?.status === 404
        setState((s) => ({
          ...s,
          loading: false,
          notFound,
          error: notFound ? null : isApiError(error) ? error.message : fallbackError,
        }))
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: fallbackError }))
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...key, version, fallbackError])

  usePending(state.loading)
  return { ...state, reload, setData }
}
