import t from 'tap'
import { checkPagingDefaults, checkSorts, sandboxApp } from './helpers.js'

t.test('invoices: ids from 4987, this month, newest first, filters, sorting', async (t) => {
  const sb = await sandboxApp(t)
  const all = (await sb.get('/api/apps/invoice?itemsPerPage=100')).json()
  t.equal(all.totalInvoices, 38)
  const ids = all.invoices.map((i: any) => i.id)
  t.same(
    ids,
    Array.from({ length: 38 }, (_, i) => 4987 + 37 - i),
    'ids 4987… in reverse order by default',
  )
  const now = new Date()
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
  t.ok(
    all.invoices.every((i: any) => i.issuedDate.startsWith(month)),
    'issued in the current month of the current year',
  )

  t.same(
    (await sb.get('/api/apps/invoice?q=4990')).json().invoices.map((i: any) => i.id),
    [4990],
    'q matches the invoice id',
  )
  const client = all.invoices[0].client
  const byName = (
    await sb.get(`/api/apps/invoice?q=${encodeURIComponent(client.name.toUpperCase())}&itemsPerPage=100`)
  ).json()
  t.ok(
    byName.invoices.length > 0 &&
      byName.invoices.every(
        (i: any) => i.client.name === client.name || i.client.companyEmail.includes(client.name.toLowerCase()),
      ),
  )
  const paid = (await sb.get('/api/apps/invoice?status=Paid&itemsPerPage=100')).json()
  t.equal(paid.totalInvoices, all.invoices.filter((i: any) => i.invoiceStatus === 'Paid').length)

  const dates = all.invoices.map((i: any) => i.issuedDate).sort()
  const [from, to] = [dates[5], dates[30]]
  const expected = all.invoices.filter((i: any) => i.issuedDate >= from && i.issuedDate <= to).length
  for (const range of [`${from},${to}`, `${from} to ${to}`, JSON.stringify({ start: from, end: to })]) {
    t.equal(
      (await sb.get(`/api/apps/invoice?selectedDateRange=${encodeURIComponent(range)}&itemsPerPage=100`)).json()
        .totalInvoices,
      expected,
      `range ${range}`,
    )
  }
  await checkSorts(t, sb, '/api/apps/invoice', 'invoices', {
    client: (i) => i.client.name,
    total: (i) => i.total,
    id: (i) => i.id,
    date: (i) => i.issuedDate,
    balance: (i) => i.balance,
  })
  await checkPagingDefaults(t, sb, '/api/apps/invoice', 'invoices')
})

t.test('invoice detail, clients and delete keep the template answers', async (t) => {
  const sb = await sandboxApp(t)
  const detail = (await sb.get('/api/apps/invoice/4987')).json()
  t.equal(detail.invoice.id, 4987)
  t.same(Object.keys(detail.paymentDetails).sort(), ['bankName', 'country', 'iban', 'swiftCode', 'totalDue'])
  const missing = await sb.get('/api/apps/invoice/1')
  t.equal(missing.statusCode, 404)
  t.equal(missing.json().message, 'No invoice found with this id')
  const clients = (await sb.get('/api/apps/invoice/clients')).json()
  t.equal(clients.length, 5)
  t.equal(new Set(clients.map((c: any) => c.companyEmail)).size, 5, 'five distinct clients')
  t.equal((await sb.send('DELETE', '/api/apps/invoice/4988')).statusCode, 204)
  const gone = await sb.send('DELETE', '/api/apps/invoice/4988')
  t.equal(gone.statusCode, 404)
  t.same(gone.json(), { error: 'Something went wrong' })
  t.equal((await sb.get('/api/apps/invoice/4988')).statusCode, 404)
})
