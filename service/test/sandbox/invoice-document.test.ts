import t from 'tap'
import { invoiceTotals } from '../../src/sandbox/invoice/invoice-totals.js'
import { sandboxApp } from './helpers.js'

t.test('totals: subtotal less discount plus tax, in cents', async (t) => {
  t.same(
    invoiceTotals(
      [
        { cost: 0.1, qty: 3 },
        { cost: 19.99, qty: 2 },
      ],
      5,
      10,
    ),
    { subtotal: 40.28, tax: 3.53, total: 38.81 },
  )
  t.equal(invoiceTotals([{ cost: 10, qty: 1 }], 11, 0), null, 'a discount above the subtotal is refused')
})

t.test('edit an invoice’s lines and figures; add one; refusals name their fields', async (t) => {
  const sb = await sandboxApp(t)
  const clients = (await sb.get('/api/apps/invoice/clients')).json()
  const [first] = (await sb.get('/api/apps/invoice?itemsPerPage=1')).json().invoices
  const before = (await sb.get(`/api/apps/invoice/${first.id}/document`)).json()
  t.same(before.lines, [], 'a seeded invoice has no lines yet')
  const paid = before.invoice.total - before.invoice.balance

  const body = {
    clientEmail: clients[1].companyEmail,
    issuedDate: first.issuedDate,
    dueDate: first.dueDate,
    note: 'Thanks!',
    taxPercent: 10,
    discount: 20,
    lines: [
      { item: 'Design', description: 'Two screens', cost: 150, qty: 2 },
      { item: 'Hosting', description: '', cost: 20, qty: 1 },
    ],
  }
  const saved = await sb.send('PUT', `/api/apps/invoice/${first.id}`, body)
  t.equal(saved.statusCode, 200)
  const doc = saved.json()
  t.equal(doc.subtotal, 320)
  t.equal(doc.invoice.total, 330, '(320 − 20) × 1.1')
  t.equal(doc.invoice.balance, Math.round((330 - paid) * 100) / 100, 'what was paid stays paid')
  t.equal(doc.invoice.client.name, clients[1].name)
  t.equal(doc.invoice.service, 'Design')
  t.equal(doc.paymentDetails.totalDue, '$330.00')
  t.same(
    (await sb.get(`/api/apps/invoice/${first.id}/document`)).json().lines.map((l: any) => l.item),
    ['Design', 'Hosting'],
    'stored in order',
  )

  const added = await sb.send('POST', '/api/apps/invoice', { ...body, discount: 0, taxPercent: 0 })
  t.equal(added.statusCode, 201)
  t.match(added.json().invoice, { total: 320, balance: 320, invoiceStatus: 'Draft' })
  t.ok(
    (await sb.get(`/api/apps/invoice/${added.json().invoice.id}`)).statusCode === 200,
    'readable through the spec’s call',
  )

  const refused = await sb.send('PUT', `/api/apps/invoice/${first.id}`, {
    ...body,
    clientEmail: 'nobody@example.com',
    discount: 1000,
    dueDate: '2000-01-01',
  })
  t.equal(refused.statusCode, 400)
  t.same(Object.keys(refused.json().errors).sort(), ['clientEmail', 'discount', 'dueDate'])
  t.equal((await sb.send('PUT', '/api/apps/invoice/999999', body)).statusCode, 404)
  t.equal(
    (await sb.send('PUT', `/api/apps/invoice/${first.id}`, { ...body, lines: [] })).statusCode,
    400,
    'at least one line',
  )
  t.equal((await sb.send('POST', '/api/apps/invoice', body, 'client')).statusCode, 403)
})
