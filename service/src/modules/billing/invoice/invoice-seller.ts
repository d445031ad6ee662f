import type { InvoiceParty } from '../../../db/tables/costs-billing.js'

/** The seller of every invoice, from the configuration (INVOICE_SELLER_*, INVOICE_NUMBER_PREFIX, INVOICE_DUE_DAYS). */
export interface Seller {
  /** The series its numbers run in: its VAT id, else its name. */
  key: string
  prefix: string
  dueDays: number
  party: InvoiceParty
}

export interface SellerConfig {
  INVOICE_SELLER_NAME: string
  INVOICE_SELLER_ADDRESS: string
  INVOICE_SELLER_VAT_ID: string
  INVOICE_SELLER_EMAIL: string
  INVOICE_SELLER_BANK: string
  INVOICE_NUMBER_PREFIX: string
  INVOICE_DUE_DAYS: number
}

export function sellerOf(c: SellerConfig): Seller {
  return {
    key: c.INVOICE_SELLER_VAT_ID.trim() || c.INVOICE_SELLER_NAME.trim(),
    prefix: c.INVOICE_NUMBER_PREFIX,
    dueDays: c.INVOICE_DUE_DAYS,
    party: {
      name: c.INVOICE_SELLER_NAME.trim(),
      // Lines are separated by `|` in the variable (an environment value holds no line breaks).
      address: c.INVOICE_SELLER_ADDRESS.split('|')
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n'),
      vatId: c.INVOICE_SELLER_VAT_ID.trim(),
      email: c.INVOICE_SELLER_EMAIL.trim(),
      bank: c.INVOICE_SELLER_BANK.trim(),
    },
  }
}

/** The printed number: the prefix and the sequence, six digits at least (DEB-000042). */
export const printedNumber = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`
