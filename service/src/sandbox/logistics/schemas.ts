import { Type, type Static } from '@sinclair/typebox'
import { sandboxQuery, PagingParams, SortParams } from '../shared/list-query.js'

export const VehicleSchema = Type.Object(
  {
    id: Type.Integer(),
    location: Type.Integer({ description: 'Tracking location code' }),
    startCity: Type.String(),
    startCountry: Type.String(),
    endCity: Type.String(),
    endCountry: Type.String(),
    warnings: Type.String(),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
)
export type Vehicle = Static<typeof VehicleSchema>

export const VehicleQuery = sandboxQuery({ ...PagingParams, ...SortParams })
export type VehicleQuery = Static<typeof VehicleQuery>
export const VehiclePage = Type.Object(
  { vehicles: Type.Array(VehicleSchema), totalVehicles: Type.Integer() },
  { additionalProperties: false },
)
