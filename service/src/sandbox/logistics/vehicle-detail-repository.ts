import type { Vehicle } from './schemas.js'
import type { Handle } from '../shared/handle.js'

/** One vehicle of the scope's copy by id (the fleet screen's route view opened from a link); undefined when there is none. */
export async function findVehicle(db: Handle, scope: string, id: number): Promise<Vehicle | undefined> {
  const r = await db
    .selectFrom('sandbox_vehicles')
    .selectAll()
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirst()
  return (
    r && {
      id: r.id,
      location: r.location,
      startCity: r.start_city,
      startCountry: r.start_country,
      endCity: r.end_city,
      endCountry: r.end_country,
      warnings: r.warnings,
      progress: r.progress,
    }
  )
}
