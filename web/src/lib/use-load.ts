import { useCallback, useEffect, useState } from 'react'
import { isApiError } from './api-client'

export interface Loaded<T> {
  data: T | undefined
  loading: boolean
  /** A message for the error state; null when the last load succeeded. */
  error: string | null
  /** 404 from the service: the screen shows "not found" rather than an error. */
  notFound: boolean
  reload: () => void
}

type Fetcher<T> = (signal: AbortSignal) => Promise<{ data?: T; error?: unknown; response?: Response }>

/**
 * One typed API read for a screen: loading, error and not-found states, stale answers dropped on change.
 * `key` lists what the read depends on (the fetcher itself is usually an inline closure).
 */
export function useLoad<T>(fetcher: Fetcher<T>, key: unknown[], fallbackError: string): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({ data: undefined, loading: true, error: null, notFound: false })
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((v) => v + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ ...s, loading: true }))
    fetcher(controller.signal)
      .then(({ data, error, response }) => {
        if (controller.signal.aborted) return
        if (data !== undefined) return setState({ data, loading: false, error: null, notFound: false })
        const notFound = response?.status === 404
        setState((s) => ({ ...s, loading: false, notFound, error: notFound ? null : isApiError(error) ? error.message : fallbackError }))
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: fallbackError }))
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...key, version, fallbackError])

  return { ...state, reload }
}
