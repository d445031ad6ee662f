/**
 * The data table's state, kept out of the component so it can be tested: the server query (search, sort, filters,
 * paging) and the view (column order and widths, density, selection). Pure functions only.
 */
export type SortOrder = 'asc' | 'desc'
export type Density = 'compact' | 'standard' | 'comfortable'
export const DENSITIES: readonly Density[] = ['compact', 'standard', 'comfortable']

export interface DataTableQuery {
  q?: string
  page: number
  itemsPerPage: number
  sortBy?: string
  orderBy?: SortOrder
  /** Column key → the one value it is filtered on. */
  filters?: Record<string, string | undefined>
}

/** Clicking a header: ascending, then descending, then back to the service's own order. */
export function nextSort(query: DataTableQuery, key: string): DataTableQuery {
  const order: SortOrder | undefined = query.sortBy !== key ? 'asc' : query.orderBy === 'asc' ? 'desc' : undefined
  return { ...query, page: 1, sortBy: order && key, orderBy: order }
}

/** Search and filters start again at page 1; an unchanged value keeps the query object (no reload). */
export function withSearch(query: DataTableQuery, q: string): DataTableQuery {
  const next = q.trim() || undefined
  return next === query.q ? query : { ...query, q: next, page: 1 }
}

export function withFilter(query: DataTableQuery, key: string, value: string | undefined): DataTableQuery {
  if ((query.filters?.[key] ?? undefined) === value) return query
  return { ...query, page: 1, filters: { ...query.filters, [key]: value } }
}

export const withPageSize = (query: DataTableQuery, itemsPerPage: number): DataTableQuery => ({
  ...query,
  itemsPerPage,
  page: 1,
})

export const lastPage = (total: number, itemsPerPage: number) => Math.max(1, Math.ceil(total / itemsPerPage))

export interface ViewState {
  order: string[]
  widths: Record<string, number>
  density: Density
  /** Row key → row, so a selection survives paging and can be exported. */
  selected: Map<string, unknown>
}

export const MIN_WIDTH = 64
export const MAX_WIDTH = 640

export const initialView = (columns: { key: string; width?: number }[]): ViewState => ({
  order: columns.map((c) => c.key),
  widths: Object.fromEntries(columns.map((c) => [c.key, c.width ?? 160])),
  density: 'standard',
  selected: new Map(),
})

export type ViewAction =
  /** `order`: the shown order when it has columns the state has not seen yet. */
  | { type: 'move'; key: string; to: number; order?: string[] }
  | { type: 'resize'; key: string; width: number }
  | { type: 'density'; density: Density }
  | { type: 'toggleRow'; key: string; row: unknown }
  | { type: 'togglePage'; rows: [string, unknown][] }
  | { type: 'clearSelection' }

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'move': {
      const current = action.order ?? state.order
      if (!current.includes(action.key)) return state
      const order = current.filter((k) => k !== action.key)
      order.splice(clamp(action.to, 0, order.length), 0, action.key)
      return { ...state, order }
    }
    case 'resize':
      return {
        ...state,
        widths: { ...state.widths, [action.key]: Math.round(clamp(action.width, MIN_WIDTH, MAX_WIDTH)) },
      }
    case 'density':
      return { ...state, density: action.density }
    case 'toggleRow': {
      const selected = new Map(state.selected)
      if (selected.has(action.key)) selected.delete(action.key)
      else selected.set(action.key, action.row)
      return { ...state, selected }
    }
    case 'togglePage': {
      // All of the page selected → unselect the page; otherwise select the rest of it.
      const all = action.rows.length > 0 && action.rows.every(([k]) => state.selected.has(k))
      const selected = new Map(state.selected)
      for (const [k, row] of action.rows) {
        if (all) selected.delete(k)
        else selected.set(k, row)
      }
      return { ...state, selected }
    }
    case 'clearSelection':
      return { ...state, selected: new Map() }
  }
}

/** The page's header checkbox: checked, unchecked or mixed. */
export function pageSelection(selected: Map<string, unknown>, keys: string[]): boolean | 'mixed' {
  const n = keys.filter((k) => selected.has(k)).length
  return n === 0 ? false : n === keys.length ? true : 'mixed'
}

/** A list's own query: its filters are plain fields (`role`, `status`) next to the paging and sort fields. */
export interface ListQueryShape {
  q?: string
  page: number
  itemsPerPage: number
  sortBy?: string
  orderBy?: SortOrder
}

/** The table's view of a list's query: the named fields become its column filters. */
export function toTableQuery<Q extends ListQueryShape>(
  query: Q,
  filterKeys: readonly (keyof Q & string)[],
): DataTableQuery {
  const { q, page, itemsPerPage, sortBy, orderBy } = query
  const filters = Object.fromEntries(filterKeys.map((k) => [k, query[k] as string | undefined]))
  return { q, page, itemsPerPage, sortBy, orderBy, filters }
}

/** The table's new query back onto the list's: fields the table does not know (e.g. a date range) are kept. */
export function fromTableQuery<Q extends ListQueryShape>(
  prev: Q,
  table: DataTableQuery,
  filterKeys: readonly (keyof Q & string)[],
): Q {
  const { q, page, itemsPerPage, sortBy, orderBy } = table
  const filters = Object.fromEntries(filterKeys.map((k) => [k, table.filters?.[k]]))
  return { ...prev, q, page, itemsPerPage, sortBy, orderBy, ...filters } as Q
}
