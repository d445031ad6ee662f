import { base, en, Faker } from '@faker-js/faker'

/**
 * A private faker per area, seeded with a fixed number, so the sandbox holds the same rows on every fresh
 * start and one area's changes never shift another's. Dates that must sit around "today" (calendar,
 * invoices) are computed from the seeding day; every other date comes from REFERENCE_DATE.
 */
export function randomFor(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  return faker
}

export const REFERENCE_DATE = new Date('2025-06-01T00:00:00Z')

export const avatar = (faker: Faker) => `/images/avatars/${faker.number.int({ min: 1, max: 8 })}.png`

/** A day as YYYY-MM-DD from local parts (the database stores dates without a zone). */
export const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

export const json = (value: unknown) => JSON.stringify(value)
