import type { Transaction } from 'kysely'
import { ensureScopeCopy, ensureSeedCopy } from '../copy/index.js'
import type { Db } from '../../db/create-db.js'
import type { Database } from '../../db/schema.js'
import { seedAcademy } from './academy.js'
import { seedCalendar } from './calendar.js'
import { seedChat } from './chat.js'
import { seedEcommerce } from './ecommerce.js'
import { seedEcommerceCategories } from './ecommerce-categories.js'
import { seedEmail } from './email.js'
import { seedFaq } from './faq.js'
import { seedInvoices } from './invoice.js'
import { seedKanban } from './kanban.js'
import { seedLogistics } from './logistics.js'
import { seedPages } from './pages.js'
import { seedRoles } from './roles.js'
import { seedUsers } from './users.js'

/**
 * Writes the sandbox seed: the seed copy's sample rows (their scope comes from the transaction setting that
 * `ensureSeedCopy` sets) and the shared, unscoped page documents and FAQ, which are written afresh with it.
 */
export async function seedSandboxData(trx: Transaction<Database>, today: Date): Promise<void> {
  await trx.deleteFrom('sandbox_faqs').execute()
  await trx.deleteFrom('sandbox_faq_groups').execute()
  await trx.deleteFrom('sandbox_documents').execute()
  await seedAcademy(trx)
  await seedCalendar(trx, today)
  await seedChat(trx)
  await seedEcommerce(trx)
  await seedEcommerceCategories(trx)
  await seedEmail(trx)
  await seedInvoices(trx, today)
  await seedKanban(trx)
  await seedLogistics(trx)
  await seedUsers(trx)
  await seedRoles(trx)
  await seedFaq(trx)
  await seedPages(trx)
}

/** The seed copy, once; a marker row in sandbox_scopes (not the emptiness of a table) says it was done. */
export const ensureSandboxSeed = (db: Db) => ensureSeedCopy(db, seedSandboxData)

/**
 * Demo seeder: the seed copy, then a copy for every organization that has none yet (copies are otherwise made on
 * an organization's first sandbox request), so the demo organizations open their sandbox without a wait.
 */
export async function seedSandbox(db: Db): Promise<void> {
  await ensureSandboxSeed(db)
  for (const org of await db.selectFrom('organizations').select('id').orderBy('id').execute())
    await ensureScopeCopy(db, org.id)
}
