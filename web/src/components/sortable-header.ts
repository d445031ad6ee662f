/**
 * Props for a Fluent `TableHeaderCell` that sorts a server-paged list: it shows the list query's current
 * sort and asks for `key` when clicked (the service sorts; the header only asks).
 */
export function sortableHeader<K extends string>(
  query: { sortBy?: K; orderBy?: 'asc' | 'desc' },
  onSort: (key: K) => void,
) {
  return (key: K) =>
    ({
      sortable: true,
      sortDirection: query.sortBy === key ? (query.orderBy === 'asc' ? 'ascending' : 'descending') : undefined,
      onClick: () => onSort(key),
    }) as const
}
