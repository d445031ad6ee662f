import { sql } from 'kysely'
import t from 'tap'
import { Value } from '@sinclair/typebox/value'
import { InvoicePage } from '../../src/sandbox/invoice/schemas.js'
import { ProductPage } from '../../src/sandbox/ecommerce/schemas.js'
import { money } from '../../src/sandbox/shared/paging.js'
import { buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'

/**
 * The product and invoice lists are answered with JSON text that PostgreSQL writes (db/json-text.ts), so no
 * response schema serializes them. These tests hold that text to what the route answered when node mapped
 * the rows and the schema serialized them, byte for byte: the products against the rows mapped as node mapped
 * them, the invoices against GET /{id}'s (which the schema does serialize), on the seed data and
 * on values built to be awkward (escapes, non-Latin text, whole, fractional and negative amounts).
 */
const AWKWARD = 'Quote " backslash \\ tab\t newline\n Привет 日本 😀 \u2028 </script> \u0001'

t.test('the product list is the rows as node mapped them, byte for byte', async (t) => {
  const { app, db } = await buildTestApp(t)
  const sb = sandboxOn(app)
  // The admin's first request makes its organization's copy, scoped by its organization's id.
  t.equal((await sb.get('/api/apps/ecommerce/products')).statusCode, 200)
  const scope = (
    await db.selectFrom('accounts').select('org_id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow()
  ).org_id!
  const ids = (await db.selectFrom('sandbox_products').select('id').where('scope', '=', scope).orderBy('id').execute())
    .slice(0, 4)
    .map((r) => r.id)
  await sql`update sandbox_products set product_name = ${AWKWARD}, price = 999, currency = '€' where scope = ${scope} and id = ${ids[0]}`.execute(
    db,
  )
  await sql`update sandbox_products set price = -12.5, product_brand = ${AWKWARD} where scope = ${scope} and id = ${ids[1]}`.execute(
    db,
  )
  await sql`update sandbox_products set price = 0.07 where scope = ${scope} and id = ${ids[2]}`.execute(db)
  await sql`update sandbox_products set price = 1234567890.1 where scope = ${scope} and id = ${ids[3]}`.execute(db)

  const rows = await db.selectFrom('sandbox_products').selectAll().where('scope', '=', scope).execute()
  // What listProducts answered before PostgreSQL wrote the JSON: the rows mapped in node.
  const mapped = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        productName: r.product_name,
        category: r.category,
        stock: r.stock,
        sku: r.sku,
        price: money(r.price, r.currency),
        qty: r.qty,
        status: r.status,
        image: r.image,
        productBrand: r.product_brand,
      },
    ]),
  )
  for (const url of [
    '/api/apps/ecommerce/products?itemsPerPage=100',
    '/api/apps/ecommerce/products?sortBy=price&orderBy=asc&itemsPerPage=7&page=2',
    '/api/apps/ecommerce/products?q=a&sortBy=product&orderBy=desc',
  ]) {
    const res = await sb.get(url)
    t.equal(res.statusCode, 200, url)
    t.match(res.headers['content-type'], /^application\/json; charset=utf-8/)
    const page = res.json()
    t.ok(Value.Check(ProductPage, page), `${url}: the response schema holds`)
    t.ok(page.products.length > 0, `${url}: a page of products`)
    const expected = { products: page.products.map((p: { id: number }) => mapped.get(p.id)), total: page.total }
    t.equal(res.body, JSON.stringify(expected), `${url}: the text node wrote`)
  }
  const all = (await sb.get('/api/apps/ecommerce/products?itemsPerPage=100')).json()
  t.equal(all.total, rows.length)
  const byId = new Map(all.products.map((p: { id: number; price: string }) => [p.id, p]))
  t.strictSame(byId.get(ids[0]), { ...mapped.get(ids[0]), productName: AWKWARD, price: '€999' })
  t.equal((byId.get(ids[1]) as { price: string }).price, '-$12.50')
  t.equal((byId.get(ids[2]) as { price: string }).price, '$0.07')
  t.equal((byId.get(ids[3]) as { price: string }).price, '$1234567890.10')

  const empty = await sb.get('/api/apps/ecommerce/products?q=no-such-product-anywhere')
  t.equal(empty.body, '{"products":[],"total":0}', 'an empty page is still the page shape')
  const past = await sb.get('/api/apps/ecommerce/products?page=99')
  t.equal(past.body, `{"products":[],"total":${rows.length}}`, 'past the last page: no items, the real total')
})

t.test('invoice list items are the single-invoice answers', async (t) => {
  const { app, db } = await buildTestApp(t)
  const sb = sandboxOn(app)
  const first = (await sb.get('/api/apps/invoice?itemsPerPage=100')).json()
  const [a, b, c] = first.invoices.map((i: { id: number }) => i.id)
  await sql`update sandbox_invoices set client_name = ${AWKWARD}, service = ${AWKWARD}, total = 12.5, balance = -0.01 where id = ${a}`.execute(
    db,
  )
  await sql`update sandbox_invoices set total = 100, balance = 0 where id = ${b}`.execute(db)
  await sql`update sandbox_invoices set total = 9999999999.99, balance = 1234.56 where id = ${c}`.execute(db)

  for (const url of [
    '/api/apps/invoice?itemsPerPage=100',
    '/api/apps/invoice?sortBy=total&orderBy=desc&itemsPerPage=5&page=2',
    '/api/apps/invoice?q=a&sortBy=client',
  ]) {
    const res = await sb.get(url)
    t.equal(res.statusCode, 200, url)
    t.match(res.headers['content-type'], /^application\/json; charset=utf-8/)
    const page = res.json()
    t.strictSame(Object.keys(page), ['invoices', 'totalInvoices'])
    t.ok(Value.Check(InvoicePage, page), `${url}: the response schema holds`)
    t.ok(page.invoices.length > 0, `${url}: a page of invoices`)
    const singles = []
    for (const item of page.invoices) {
      const single = (await sb.get(`/api/apps/invoice/${item.id}`)).json().invoice
      t.strictSame(item, single, `invoice ${item.id}`)
      singles.push(single)
    }
    t.equal(
      res.body,
      JSON.stringify({ invoices: singles, totalInvoices: page.totalInvoices }),
      `${url}: the text node wrote`,
    )
  }
  const all = (await sb.get('/api/apps/invoice?itemsPerPage=100')).json()
  const mine = all.invoices.find((i: { id: number }) => i.id === a)
  t.equal(mine.client.name, AWKWARD, 'escapes survive the round trip')
  t.equal(mine.total, 12.5)
  t.equal(mine.balance, -0.01)
  t.match(
    (await sb.get('/api/apps/invoice?itemsPerPage=100')).body,
    /"total":100,"balance":0,/,
    'whole amounts as JSON.stringify writes them',
  )

  const empty = await sb.get('/api/apps/invoice?q=no-such-invoice-anywhere')
  t.equal(empty.body, '{"invoices":[],"totalInvoices":0}', 'an empty page is still the page shape')
  const past = await sb.get('/api/apps/invoice?page=99')
  t.equal(
    past.body,
    `{"invoices":[],"totalInvoices":${all.totalInvoices}}`,
    'past the last page: no items, the real total',
  )
})
