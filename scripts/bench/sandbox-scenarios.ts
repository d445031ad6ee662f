import { listInvoices } from '../../service/src/sandbox/invoice/invoices-repository.js'
import { listProducts } from '../../service/src/sandbox/ecommerce/products-repository.js'
import { ORG_ID } from './foundation-scenarios.js'
import { statementOf } from './statement-of.js'

/**
 * Sandbox scenarios for `npm run bench`. `sql` and `params` are what the repository runs for the path
 * (compiled from the repository function itself), so the bare Fastify + pg endpoint runs the same query. The
 * sandbox scope is the admin's organization (ORG_ID is filled in at run time).
 */
export interface SandboxScenario {
  name: string
  path: string
  role: 'admin'
  sql: string
  params: unknown[]
}

export const sandboxScenarios: SandboxScenario[] = [
  {
    name: 'products search sorted by price',
    path: '/api/apps/ecommerce/products?q=a&sortBy=price&orderBy=asc',
    role: 'admin',
    ...(await statementOf((db) => listProducts(db, ORG_ID, { q: 'a', sortBy: 'price', orderBy: 'asc' }))),
  },
  {
    name: 'invoice list',
    path: '/api/apps/invoice',
    role: 'admin',
    ...(await statementOf((db) => listInvoices(db, ORG_ID, {}))),
  },
]
