import { sql } from 'kysely'
import { hashPassword } from '../modules/accounts/index.js'
import type { Db } from '../db/create-db.js'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from './demo-accounts.js'
import { seedCostsDemo } from './costs-demo.js'
import { seedModelCallsDemo } from './model-calls-demo.js'
import { seedProductDemo } from './product/seed-product.js'
import { seedSandbox } from '../sandbox/seed/index.js'
import { seedQuestionSets } from './self-interviews/seed-question-sets.js'

export type DemoSeeder = (db: Db) => Promise<void>

/** Further demo data (sandbox, product) registers here; each seeder is idempotent. */
export const demoSeeders: DemoSeeder[] = [
  seedSandbox,
  seedProductDemo,
  seedCostsDemo,
  seedQuestionSets,
  seedModelCallsDemo,
]

/** Idempotent: creates what is missing, in one transaction, and leaves existing rows alone. */
export async function seedDemoData(db: Db): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)))
  await db.transaction().execute(async (trx) => {
    // Serialise concurrent first starts of several instances on one database.
    await sql`select pg_advisory_xact_lock(724001)`.execute(trx)
    for (const org of DEMO_ORGANIZATIONS) {
      await trx
        .insertInto('organizations')
        .values(org)
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute()
    }
    const orgs = await trx.selectFrom('organizations').select(['id', 'slug']).execute()
    const orgId = new Map(orgs.map((o) => [o.slug, o.id]))
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const exists = await trx
        .selectFrom('accounts')
        .select('id')
        .where(sql`lower(email)`, '=', a.email)
        .executeTakeFirst()
      if (exists) continue
      await trx
        .insertInto('accounts')
        .values({
          email: a.email,
          full_name: a.fullName,
          role: a.role,
          org_id: a.orgSlug ? orgId.get(a.orgSlug)! : null,
          password_hash: hashes[i],
          avatar: null,
          home_path: null,
          totp_secret: null,
          last_sign_in_at: null,
          email_verified_at: new Date(), // the demo accounts count as verified (migration 0041)
        })
        .execute()
    }
  })
  for (const seed of demoSeeders) await seed(db)
}
