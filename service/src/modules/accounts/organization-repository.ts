import { randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'
import { seedNewScope } from '../../sandbox/copy/index.js'
type Handle = Db | Transaction<Database>

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'org'

/**
 * Slugs are unique: a random suffix avoids a collision with an existing organization of the same name.
 * Without a plan the column's default (basic) applies.
 */
export async function createOrganization(db: Handle, name: string, slug?: string, plan?: string) {
  const org = await db
    .insertInto('organizations')
    .values({ name, slug: slug ?? `${slugify(name)}-${randomBytes(3).toString('hex')}`, ...(plan ? { plan } : {}) })
    .returning(['id', 'name', 'slug'])
    .executeTakeFirstOrThrow()
  // Its own sandbox copy, seeded with it (issue #17; repositories/sandbox/README.md).
  await seedNewScope(db, org.id)
  return org
}

export const findOrganization = (db: Handle, id: string) =>
  db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst()
