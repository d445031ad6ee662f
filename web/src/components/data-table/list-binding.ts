import { fromTableQuery, toTableQuery, type DataTableQuery, type ListQueryShape } from './table-state'

type SetQuery<Q> = (update: (prev: Q) => Q) => void

/**
 * A list that keeps its own query (in the address or in state, filters as plain fields) hands it to the table:
 * `<DataTable {...bindListQuery(query, setQuery, ['status'])} …/>`.
 */
export function bindListQuery<Q extends ListQueryShape>(
  query: Q,
  setQuery: SetQuery<Q>,
  filterKeys: readonly (keyof Q & string)[] = [],
): { query: DataTableQuery; onQueryChange: (next: DataTableQuery) => void } {
  return {
    query: toTableQuery(query, filterKeys),
    onQueryChange: (next) => setQuery((prev) => fromTableQuery(prev, next, filterKeys)),
  }
}

/** A `useLoad` result's loading and error states as the table's props. */
export const loadStateOf = (loaded: { loading: boolean; error: string | null; reload: () => void }) => ({
  loading: loaded.loading,
  error: loaded.error,
  onRetry: loaded.reload,
})
