import type { Vehicle, VehicleQuery } from './schemas.js'
import type { Handle } from '../shared/handle.js'
import { type SortColumns } from '../shared/paging.js'
import { listPage } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  location: ['location', 'number'],
  startRoute: ['start_city', 'text'],
  endRoute: ['end_city', 'text'],
  warnings: ['warnings', 'text'],
  progress: ['progress', 'number'],
}

export async function listVehicles(
  db: Handle,
  scope: string,
  query: VehicleQuery,
): Promise<{ vehicles: Vehicle[]; totalVehicles: number }> {
  const { rows, total: totalVehicles } = await listPage(
    () => db.selectFrom('sandbox_vehicles').where('scope', '=', scope),
    query,
    SORT,
  )
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
