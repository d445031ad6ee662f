import { sellerOf } from '../../src/modules/billing/invoice/invoice-seller.js'
import { loadConfig } from '../../src/config/load-config.js'

/** The seller invoices are issued by in tests: the configuration's defaults plus a VAT id and an address. */
export const TEST_SELLER = sellerOf(
  loadConfig({
    NODE_ENV: 'test',
    INVOICE_SELLER_NAME: 'Debrief Test GmbH',
    INVOICE_SELLER_ADDRESS: 'Musterstraße 1|10115 Berlin|Germany',
    INVOICE_SELLER_VAT_ID: 'DE123456789',
    INVOICE_SELLER_EMAIL: 'billing@debrief.test',
    INVOICE_SELLER_BANK: 'IBAN DE02 1203 0000 0000 2020 51 · BIC BYLADEM1001',
  }),
)
