import { api } from '../../../lib/api-client'

export type VehicleSortKey = 'location' | 'startRoute' | 'endRoute' | 'warnings' | 'progress'
export interface VehicleQuery {
  page: number
  itemsPerPage: number
  sortBy?: VehicleSortKey
  orderBy?: 'asc' | 'desc'
}

export const listVehicles = (query: VehicleQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/logistics/vehicles', {
    params: { query: { ...query, page: String(query.page), itemsPerPage: String(query.itemsPerPage) } },
    signal,
  })
export type VehiclePage = NonNullable<Awaited<ReturnType<typeof listVehicles>>['data']>
export type Vehicle = VehiclePage['vehicles'][number]

export const VEHICLE_SORTS: VehicleSortKey[] = ['location', 'startRoute', 'endRoute', 'warnings', 'progress']
/** The seed's "all clear" warning text. */
export const NO_WARNINGS = 'No Warnings'

export const getVehicle = (id: number, signal?: AbortSignal) =>
  api.GET('/api/apps/logistics/vehicles/{id}', { params: { path: { id } }, signal })
