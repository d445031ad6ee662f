import { useCallback, useEffect, useState } from 'react'
import { readQuery, writeQuery, type QuerySpec } from './url-query'

type Update<T> = T | ((prev: T) => T)

/**
 * A list's filters kept in the address (replaceState, so Back leaves the list rather than undoing a filter): a reload
 * or a shared link opens the same page of the same search.
 */
export function useUrlQuery<T extends object>(
  defaults: T,
  spec: QuerySpec<T>,
  allowed?: Partial<Record<keyof T, readonly string[]>>,
): [T, (update: Update<T>) => void] {
  const [query, setQueryState] = useState<T>(() => readQuery(window.location.search, defaults, spec, allowed))
  useEffect(() => {
    const search = writeQuery(query, defaults, spec)
    if (search !== window.location.search && !(search === '' && window.location.search === '?')) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      )
    }
    // defaults and spec are constants of the calling screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query])
  const setQuery = useCallback((update: Update<T>) => setQueryState(update), [])
  return [query, setQuery]
}
