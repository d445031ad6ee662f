import { sql } from 'kysely'
import type { Vehicle, VehicleQuery } from '../../schemas/sandbox/logistics.js'
import { countOf, type Handle } from './handle.js'
import { orderOf, pagingOf, totalOf, type SortColumns } from './paging.js'

const SORT: SortColumns = {
  location: ['location', 'number'],
  startRoute: ['start_city', 'text'],
  endRoute: ['end_city', 'text'],
  warnings: ['warnings', 'text'],
  progress: ['progress', 'number'],
}

export async function listVehicles(db: Handle, query: VehicleQuery): Promise<{ vehicles: Vehicle[]; totalVehicles: number }> {
  const paging = pagingOf(query)
  const rows = await db.selectFrom('sandbox_vehicles')
    .selectAll()
    .select(sql<number>`count(*) over()`.as('total_count'))
    .orderBy(orderOf(query, SORT, sql`id asc`))
    .limit(paging.itemsPerPage)
    .offset(paging.offset)
    .execute()
  const totalVehicles = await totalOf(rows, paging, () => countOf(db.selectFrom('sandbox_vehicles').select((eb) => eb.fn.countAll().as('n'))))
  return {
    totalVehicles,
    vehicles: rows.map((r) => ({
      id: r.id,
      location: r.location,
      startCity: r.start_city,
      startCountry: r.start_country,
      endCity: r.end_city,
      endCountry: r.end_country,
      warnings: r.warnings,
      progress: r.progress,
    })),
  }
}
