/**
 * Sandbox scenarios for `npm run bench`. `sql` is the statement the service's repository runs for the
 * path (service/src/repositories/sandbox/products-repository.ts and invoices-repository.ts), with the
 * parameters inlined, so a bare Fastify + pg endpoint can run the same query for comparison.
 */
export interface SandboxScenario { name: string; path: string; role: 'admin'; sql: string }

export const sandboxScenarios: SandboxScenario[] = [
  {
    name: 'products search sorted by price',
    path: '/api/apps/ecommerce/products?q=a&sortBy=price&orderBy=asc',
    role: 'admin',
    sql: `select *, count(*) over() as total_count from sandbox_products
      where (lower(product_name) like '%a%' or lower(product_brand) like '%a%')
      order by price asc, id desc limit 10 offset 0`,
  },
  {
    name: 'invoice list',
    path: '/api/apps/invoice',
    role: 'admin',
    sql: 'select *, count(*) over() as total_count from sandbox_invoices order by id desc limit 10 offset 0',
  },
]
