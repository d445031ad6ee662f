import { useCallback, useState } from 'react'
import type { ListQuery } from './ecommerce-api'

/** A server-paged list's query: a filter or search change goes back to page 1; a header click flips the direction. */
export function useListQuery<Q extends ListQuery>(initial: Q) {
  const [query, setQuery] = useState<Q>(initial)
  const patch = useCallback((change: Partial<Q>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const onSearch = useCallback(
    (text: string) => setQuery((q) => (q.q === (text || undefined) ? q : { ...q, page: 1, q: text || undefined })),
    [],
  )
  const onSort = (key: NonNullable<Q['sortBy']>) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' } as Partial<Q>)
  const onPage = (page: number) => setQuery((q) => ({ ...q, page }))
  const onPageSize = (itemsPerPage: number) => patch({ itemsPerPage } as Partial<Q>)
  return { query, patch, onSearch, onSort, onPage, onPageSize }
}
