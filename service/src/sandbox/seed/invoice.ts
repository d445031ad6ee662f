import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { avatar, day, json, randomFor } from './random.js'

const STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']
const SERVICES = [
  'Software Development',
  'UI/UX Design',
  'Unlimited Extended License',
  'Template Customization',
  'App Design',
  'Data Migration',
]
export const FIRST_INVOICE_ID = 4987

/** 38 invoices from id 4987, issued in the seeding month (the issue: "invoice dates in the current month"). */
export async function seedInvoices(trx: Transaction<Database>, today = new Date()) {
  const faker = randomFor(7106)
  // Twelve clients, so invoices share clients and the five-client list has real data behind it.
  const clients = Array.from({ length: 12 }, () => {
    const company = faker.company.name()
    return {
      client_name: faker.person.fullName(),
      client_company: company,
      client_email: faker.internet
        .email({ provider: `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com` })
        .toLowerCase(),
      client_address: faker.location.streetAddress(),
      client_country: faker.location.country(),
      client_contact: faker.phone.number({ style: 'international' }),
    }
  })
  const year = today.getFullYear()
  const month = today.getMonth()
  const invoices = Array.from({ length: 38 }, (_, i) => {
    const issued = new Date(year, month, faker.number.int({ min: 1, max: 28 }))
    const due = new Date(issued.getTime() + faker.number.int({ min: 7, max: 30 }) * 86_400_000)
    const total = faker.number.int({ min: 100, max: 5500 })
    const status = STATUSES[i % STATUSES.length]
    const balance =
      status === 'Paid'
        ? 0
        : status === 'Partial Payment'
          ? -faker.number.int({ min: 50, max: total })
          : faker.number.int({ min: 0, max: total })
    const client = clients[i % clients.length]
    return {
      id: FIRST_INVOICE_ID + i,
      issued_date: day(issued),
      due_date: day(due),
      ...client,
      service: SERVICES[i % SERVICES.length],
      total,
      balance,
      avatar: i % 3 === 0 ? '' : avatar(faker),
      invoice_status: status,
      payment_details: json({
        totalDue: `$${total.toLocaleString('en-US')}.00`,
        bankName: `${faker.company.name()} Bank`,
        country: client.client_country,
        iban: faker.finance.iban(),
        swiftCode: faker.finance.bic(),
      }),
    }
  })
  await trx.insertInto('sandbox_invoices').values(invoices).execute()
}
