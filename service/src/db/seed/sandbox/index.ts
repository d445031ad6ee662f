import { sql } from 'kysely'
import { DOCUMENT_KEYS } from '../../../repositories/sandbox/documents-repository.js'
import type { Db } from '../../create-db.js'
import { seedAcademy } from './academy.js'
import { seedCalendar } from './calendar.js'
import { seedChat } from './chat.js'
import { seedEcommerce } from './ecommerce.js'
import { seedEmail } from './email.js'
import { seedFaq } from './faq.js'
import { seedInvoices } from './invoice.js'
import { seedKanban } from './kanban.js'
import { seedLogistics } from './logistics.js'
import { seedPages } from './pages.js'
import { seedUsers } from './users.js'

/**
 * Seeds the whole sandbox once, in one transaction. A marker row (not the emptiness of a table) says it
 * was done, so rows users delete stay deleted across restarts even when a table becomes empty.
 */
export async function seedSandbox(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(724010)`.execute(trx)
    const done = await trx.selectFrom('sandbox_documents').select('key').where('key', '=', DOCUMENT_KEYS.seeded).executeTakeFirst()
    if (done) return
    const today = new Date()
    await seedAcademy(trx)
    await seedCalendar(trx, today)
    await seedChat(trx)
    await seedEcommerce(trx)
    await seedEmail(trx)
    await seedInvoices(trx, today)
    await seedKanban(trx)
    await seedLogistics(trx)
    await seedUsers(trx)
    await seedFaq(trx)
    await seedPages(trx)
    await trx.insertInto('sandbox_documents').values({ key: DOCUMENT_KEYS.seeded, body: JSON.stringify({ at: today.toISOString() }) }).execute()
  })
}
