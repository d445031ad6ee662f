/**
 * Sandbox scenarios for `npm run bench`. `sql` and `params` are the statement and parameters the
 * service's repository runs for the path (service/src/repositories/sandbox/products-repository.ts and
 * invoices-repository.ts, as Kysely compiles them), so a bare Fastify + pg endpoint runs the same query.
 */
export interface SandboxScenario { name: string; path: string; role: 'admin'; sql: string; params: unknown[] }

export const sandboxScenarios: SandboxScenario[] = [
  {
    name: 'products search sorted by price',
    path: '/api/apps/ecommerce/products?q=a&sortBy=price&orderBy=asc',
    role: 'admin',
    sql: 'select *, count(*) over() as "total_count" from "sandbox_products" where (lower(product_name) like $1 or lower(product_brand) like $2) order by "price" asc, id desc limit $3 offset $4',
    params: ['%a%', '%a%', 10, 0],
  },
  {
    name: 'invoice list',
    path: '/api/apps/invoice',
    role: 'admin',
    sql: 'select *, count(*) over() as "total_count" from "sandbox_invoices" order by id desc limit $1 offset $2',
    params: [10, 0],
  },
]
