import type { DataTableQuery } from '../../../components/data-table/data-table'
import { api } from '../../../lib/api-client'

/** One page of the sales rows for the data table's query (the service sorts, searches, filters and pages). */
export const listSalesPage = ({ page, itemsPerPage, filters, ...rest }: DataTableQuery, signal?: AbortSignal) =>
  api.GET('/api/pages/datatable/rows', {
    params: { query: { ...rest, ...filters, page: String(page), itemsPerPage: String(itemsPerPage) } },
    signal,
  })

export type SalesPage = NonNullable<Awaited<ReturnType<typeof listSalesPage>>['data']>
export type SalesRow = SalesPage['rows'][number]

/** Every row matching the query, a page of the largest size at a time (the CSV export of a filtered table). */
export async function listAllSales(query: DataTableQuery): Promise<SalesRow[]> {
  const rows: SalesRow[] = []
  for (let page = 1; ; page++) {
    const { data, error } = await listSalesPage({ ...query, page, itemsPerPage: 100 })
    if (!data) throw error instanceof Error ? error : new Error('export failed')
    rows.push(...data.rows)
    if (rows.length >= data.total || data.rows.length === 0) return rows
  }
}
