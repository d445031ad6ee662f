import '../../db/tables/costs-billing.js'
import type { InvoiceParty } from '../../db/tables/costs-billing.js'
import type { Handle } from '../../db/handle.js'

export interface BillingProfile {
  legalName: string
  address: string
  vatId: string
  email: string
  language: string
}

const EMPTY: BillingProfile = { legalName: '', address: '', vatId: '', email: '', language: 'en' }

export async function findBillingProfile(
  db: Handle,
  orgId: string,
): Promise<BillingProfile & { updatedAt: Date | null }> {
  const r = await db.selectFrom('billing_profiles').selectAll().where('org_id', '=', orgId).executeTakeFirst()
  if (!r) return { ...EMPTY, updatedAt: null }
  return {
    legalName: r.legal_name,
    address: r.address,
    vatId: r.vat_id,
    email: r.email,
    language: r.language,
    updatedAt: r.updated_at,
  }
}

export async function saveBillingProfile(db: Handle, orgId: string, p: BillingProfile, by: string) {
  const values = {
    legal_name: p.legalName,
    address: p.address,
    vat_id: p.vatId,
    email: p.email,
    language: p.language,
    updated_by: by,
    updated_at: new Date(),
  }
  await db
    .insertInto('billing_profiles')
    .values({ org_id: orgId, ...values })
    .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
    .execute()
}

/** The buyer as an invoice prints it: the legal name, else the organization's name. */
export async function buyerOf(
  db: Handle,
  orgId: string,
  orgName: string,
): Promise<InvoiceParty & { language: string }> {
  const p = await findBillingProfile(db, orgId)
  return {
    name: p.legalName.trim() || orgName,
    address: p.address.trim(),
    vatId: p.vatId.trim(),
    email: p.email.trim(),
    language: p.language,
  }
}
