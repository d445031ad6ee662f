import type { Transaction } from 'kysely'
import '../../db/tables/sandbox-ecommerce.js'
import type { Database } from '../../db/schema.js'

/** The store's six categories (first written by migration 0135; part of every copy since 0137). */
export const SEED_CATEGORIES = [
  ['Electronics', 'Phones, laptops, audio and the cables between them'],
  ['Accessories', 'Bags, watches, cases and small things that go with'],
  ['Shoes', 'Sneakers, boots and sandals'],
  ['Office', 'Desks, chairs and paper'],
  ['Home Decor', 'Lamps, plants and frames'],
  ['Games', 'Consoles, controllers and board games'],
] as const

export async function seedEcommerceCategories(trx: Transaction<Database>) {
  await trx
    .insertInto('sandbox_categories')
    .values(SEED_CATEGORIES.map(([title, description], i) => ({ id: i + 1, title, description })))
    .execute()
}
