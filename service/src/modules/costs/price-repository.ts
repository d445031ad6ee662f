import { sql, type Selectable } from 'kysely'
import '../../db/tables/costs-billing.js'
import type { UsagePricesTable } from '../../db/tables/costs-billing.js'
import type { Price } from './schemas/prices.js'
import type { Handle } from '../../db/handle.js'

export type PriceRow = Selectable<UsagePricesTable>

export const toPrice = (r: PriceRow): Price => ({
  id: r.id,
  kind: r.kind,
  pattern: r.pattern,
  currency: r.currency,
  inputPriceMinor: Number(r.input_price_minor),
  outputPriceMinor: Number(r.output_price_minor),
  unitPriceMinor: Number(r.unit_price_minor),
  perQuantity: Number(r.per_quantity),
  validFrom: r.valid_from.toISOString(),
  example: r.example,
  note: r.note,
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
})

/** Every price (history included) or only those in force now: the latest started one per kind, pattern and currency. */
export async function listPrices(
  db: Handle,
  opts: { kind?: string | undefined; current: boolean },
): Promise<PriceRow[]> {
  let q = db.selectFrom('usage_prices').selectAll()
  if (opts.kind) q = q.where('kind', '=', opts.kind)
  if (opts.current) {
    q = q.where('valid_from', '<=', sql<Date>`now()`).where(sql<boolean>`NOT EXISTS (SELECT 1 FROM usage_prices later
      WHERE later.kind = usage_prices.kind AND later.pattern = usage_prices.pattern AND later.currency = usage_prices.currency
        AND later.valid_from > usage_prices.valid_from AND later.valid_from <= now())`)
  }
  return q.orderBy('kind').orderBy('pattern').orderBy('valid_from', 'desc').execute()
}

export interface NewPrice {
  kind: string
  pattern: string
  currency: string
  inputPriceMinor?: number | undefined
  outputPriceMinor?: number | undefined
  unitPriceMinor?: number | undefined
  perQuantity: number
  validFrom: Date | null
  note: string
  createdBy: string
}

/** A price starting now or later; returns undefined when one already starts at that instant for the same key. */
export async function insertPrice(db: Handle, p: NewPrice): Promise<PriceRow | undefined> {
  return db
    .insertInto('usage_prices')
    .values({
      kind: p.kind,
      pattern: p.pattern,
      currency: p.currency,
      input_price_minor: p.inputPriceMinor ?? 0,
      output_price_minor: p.outputPriceMinor ?? 0,
      unit_price_minor: p.unitPriceMinor ?? 0,
      per_quantity: p.perQuantity,
      valid_from: p.validFrom ?? sql<Date>`now()`,
      note: p.note,
      created_by: p.createdBy,
    })
    .onConflict((oc) => oc.columns(['kind', 'pattern', 'currency', 'valid_from']).doNothing())
    .returningAll()
    .executeTakeFirst()
}

export const findPrice = (db: Handle, id: string) =>
  db.selectFrom('usage_prices').selectAll().where('id', '=', id).executeTakeFirst()

/** Only a price that priced no usage row may be withdrawn: one that did is history. */
export async function deleteUnusedPrice(db: Handle, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('usage_prices')
    .where('id', '=', id)
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM usage_events e WHERE e.price_id = usage_prices.id)`)
    .executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}
