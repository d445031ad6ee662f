import { useCallback, useEffect, useState } from 'react'
import { isApiError } from '../../lib/api-client'
import { listAccounts, type Account, type AccountQuery } from './api'

// Spec sections 5 and 9: page 1, ten rows; the newest accounts first until the user sorts.
export const INITIAL_QUERY: AccountQuery = { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' }

export interface AccountList {
  rows: Account[]
  total: number
  loading: boolean
  /** A message for the error state; null when the last load succeeded. */
  error: string | null
}

/** The accounts page for a query, paged, filtered and sorted by the service; stale answers are dropped. */
export function useAccountList(query: AccountQuery, fallbackError: string) {
  const [state, setState] = useState<AccountList>({ rows: [], total: 0, loading: true, error: null })
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((v) => v + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ ...s, loading: true }))
    listAccounts(query, controller.signal)
      .then(({ data, error }) => {
        if (data) return setState({ rows: data.accounts, total: data.total, loading: false, error: null })
        setState((s) => ({ ...s, loading: false, error: isApiError(error) ? error.message : fallbackError }))
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: fallbackError }))
      })
    return () => controller.abort()
  }, [query, version, fallbackError])

  return { ...state, reload }
}
