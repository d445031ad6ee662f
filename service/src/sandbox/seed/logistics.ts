import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { randomFor } from './random.js'

const WARNINGS = ['No Warnings', 'Fuel Problems', 'Temperature Not Optimal', 'ECU Not Responding', 'Oil Leakage']

/** 25 vehicles. */
export async function seedLogistics(trx: Transaction<Database>) {
  const faker = randomFor(7108)
  const vehicles = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    location: faker.number.int({ min: 100000, max: 999999 }),
    start_city: faker.location.city(),
    start_country: faker.location.country(),
    end_city: faker.location.city(),
    end_country: faker.location.country(),
    warnings: WARNINGS[faker.number.int({ min: 0, max: WARNINGS.length - 1 })],
    progress: faker.number.int({ min: 0, max: 100 }),
  }))
  await trx.insertInto('sandbox_vehicles').values(vehicles).execute()
}
