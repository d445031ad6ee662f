import {
  Caption1,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableRow,
  TableSelectionCell,
  tokens,
} from '@fluentui/react-components'
import { useMemo, useReducer, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../screen-state'
import { TablePagination } from '../table-pagination'
import { ColumnHeader } from './column-header'
import { downloadCsv, toCsv, type CsvColumn } from './csv'
import { DataTableToolbar } from './data-table-toolbar'
import {
  initialView,
  nextSort,
  pageSelection,
  viewReducer,
  withFilter,
  withPageSize,
  withSearch,
  type DataTableQuery,
  type Density,
} from './table-state'
import type { DataTableColumn } from './types'

export type { DataTableColumn } from './types'
export type { DataTableQuery } from './table-state'
export { bindListQuery, loadStateOf } from './list-binding'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  scroll: {
    overflow: 'auto',
    position: 'relative',
    minHeight: '120px',
    maxHeight: '70vh',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: { tableLayout: 'fixed', width: 'max-content', minWidth: '100%' },
  select: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1, width: '44px' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

const SIZE: Record<Density, 'extra-small' | 'small' | 'medium'> = {
  compact: 'extra-small',
  standard: 'small',
  comfortable: 'medium',
}

export interface DataTableProps<R> {
  /** The table's accessible name. */
  label: string
  columns: DataTableColumn<R>[]
  rows: R[] | undefined
  total: number
  rowKey: (row: R) => string
  query: DataTableQuery
  onQueryChange: (query: DataTableQuery) => void
  loading: boolean
  error: string | null
  onRetry?: () => void
  emptyText: string
  emptyHint?: string
  searchPlaceholder?: string
  selectable?: boolean
  /** The row's name for its selection checkbox (its key otherwise). */
  rowLabel?: (row: R) => string
  /** Bulk actions shown while rows are selected; `clear` empties the selection (e.g. once they are deleted). */
  selectionActions?: (selected: R[], clear: () => void) => ReactNode
  /** CSV export: the selected rows, else every row matching the query (`exportAll`), else the page. */
  exportFileName?: string
  exportAll?: () => Promise<R[]>
  /** The export's columns when they differ from the shown ones (e.g. fields the table does not show). */
  exportColumns?: CsvColumn<R>[]
  onExportError?: (error: unknown) => void
  /** Filters the columns do not describe (e.g. a date range), after the column filters. */
  filters?: ReactNode
  /** Buttons of the screen (e.g. "Add") at the end of the toolbar. */
  actions?: ReactNode
}

/**
 * The one data table of the app, server-driven: it shows `rows` and asks for a new `query` on sort, search, filter
 * and paging; column order, widths, density and the selection are its own. It never calls the service itself.
 */
export function DataTable<R>(p: DataTableProps<R>) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [view, dispatch] = useReducer(viewReducer, p.columns, initialView)
  const [dragOver, setDragOver] = useState<string>()
  const [exporting, setExporting] = useState(false)
  const byKey = useMemo(() => new Map(p.columns.map((c) => [c.key, c])), [p.columns])
  // Columns added after the first render (e.g. once permissions are known) go at the end of the user's order.
  const order = [
    ...view.order.filter((k) => byKey.has(k)),
    ...p.columns.map((c) => c.key).filter((k) => !view.order.includes(k)),
  ]
  const columns = order.map((k) => byKey.get(k)).filter((c): c is DataTableColumn<R> => !!c)
  const rows = p.rows ?? []
  const pageKeys = rows.map(p.rowKey)
  const all = pageSelection(view.selected, pageKeys)

  const exportCsv = async () => {
    setExporting(true)
    try {
      const data = view.selected.size ? ([...view.selected.values()] as R[]) : p.exportAll ? await p.exportAll() : rows
      downloadCsv(p.exportFileName ?? 'export.csv', toCsv(p.exportColumns ?? columns.filter((c) => !c.noExport), data))
    } catch (e) {
      if (!p.onExportError) throw e
      p.onExportError(e)
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className={styles.root}>
      <DataTableToolbar
        columns={p.columns}
        order={order}
        query={p.query}
        density={view.density}
        searchPlaceholder={p.searchPlaceholder}
        exporting={exporting}
        canExport={rows.length > 0 || view.selected.size > 0}
        filters={p.filters}
        actions={
          <>
            {p.selectionActions &&
              view.selected.size > 0 &&
              p.selectionActions([...view.selected.values()] as R[], () => dispatch({ type: 'clearSelection' }))}
            {p.actions}
          </>
        }
        onSearch={(q) => {
          const next = withSearch(p.query, q)
          if (next !== p.query) p.onQueryChange(next)
        }}
        onFilter={(key, value) => {
          const next = withFilter(p.query, key, value)
          if (next !== p.query) p.onQueryChange(next)
        }}
        onDensity={(density) => dispatch({ type: 'density', density })}
        onMove={(key, to) => dispatch({ type: 'move', key, to, order })}
        onExport={p.exportFileName ? () => void exportCsv() : undefined}
      />
      {p.error && <ErrorState message={p.error} onRetry={p.onRetry} />}
      <div className={styles.scroll} aria-busy={p.loading}>
        {p.loading && p.rows && (
          <ProgressBar className={styles.progress} thickness="medium" aria-label={t('dataTable.loading')} />
        )}
        {!p.rows && p.loading ? (
          <LoadingState />
        ) : rows.length === 0 && !p.error ? (
          <EmptyState title={p.emptyText} hint={p.emptyHint} />
        ) : (
          rows.length > 0 && (
            <Table className={styles.table} aria-label={p.label} size={SIZE[view.density]} sortable>
              <TableHeader>
                <TableRow>
                  {p.selectable && (
                    <TableSelectionCell
                      className={styles.select}
                      checked={all}
                      aria-label={t('dataTable.selectPage')}
                      checkboxIndicator={{ 'aria-label': t('dataTable.selectPage') }}
                      onClick={() => dispatch({ type: 'togglePage', rows: rows.map((r) => [p.rowKey(r), r]) })}
                    />
                  )}
                  {columns.map((c) => {
                    const sortKey = c.sortable ? (c.sortKey ?? c.key) : undefined
                    return (
                      <ColumnHeader
                        key={c.key}
                        columnKey={c.key}
                        label={c.label}
                        width={view.widths[c.key] ?? c.width ?? 160}
                        sortDirection={
                          sortKey && p.query.sortBy === sortKey
                            ? p.query.orderBy === 'desc'
                              ? 'descending'
                              : 'ascending'
                            : undefined
                        }
                        onSort={sortKey ? () => p.onQueryChange(nextSort(p.query, sortKey)) : undefined}
                        onResize={(width) => dispatch({ type: 'resize', key: c.key, width })}
                        onDropColumn={(key) => dispatch({ type: 'move', key, to: order.indexOf(c.key), order })}
                        dragOver={dragOver === c.key}
                        onDragOverChange={(over) => setDragOver(over ? c.key : undefined)}
                      />
                    )
                  })}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const key = p.rowKey(row)
                  const selected = view.selected.has(key)
                  return (
                    <TableRow key={key} aria-selected={p.selectable ? selected : undefined}>
                      {p.selectable && (
                        <TableSelectionCell
                          checked={selected}
                          checkboxIndicator={{
                            'aria-label': t('dataTable.selectRow', { row: p.rowLabel ? p.rowLabel(row) : key }),
                          }}
                          onClick={() => dispatch({ type: 'toggleRow', key, row })}
                        />
                      )}
                      {columns.map((c) => (
                        <TableCell key={c.key} className={mergeClasses(!c.render && styles.cell)}>
                          {c.render ? c.render(row) : String(c.value(row) ?? '')}
                        </TableCell>
                      ))}
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          )
        )}
      </div>
      <div className={styles.footer}>
        <Caption1 aria-live="polite">
          {p.selectable && view.selected.size > 0 ? t('dataTable.selected', { count: view.selected.size }) : ''}
        </Caption1>
        <TablePagination
          page={p.query.page}
          pageSize={p.query.itemsPerPage}
          total={p.total}
          onPage={(page) => p.onQueryChange({ ...p.query, page })}
          onPageSize={(size) => p.onQueryChange(withPageSize(p.query, size))}
        />
      </div>
    </div>
  )
}
