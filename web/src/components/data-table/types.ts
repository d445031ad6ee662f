import type { ReactNode } from 'react'

export interface DataTableColumn<R> {
  key: string
  label: string
  /** The cell's plain value: shown when there is no `render`, and written to the CSV export. */
  value: (row: R) => string | number | boolean | null | undefined
  render?: (row: R) => ReactNode
  /** The service sorts by this key (the column's `key` unless given); a column without it does not sort. */
  sortKey?: string
  sortable?: boolean
  /** A column filter: one of `values` (the service filters). */
  filter?: { values: readonly string[]; label?: (value: string) => string; allLabel?: string }
  width?: number
  /** Left out of the CSV export (e.g. an actions column). */
  noExport?: boolean
}
