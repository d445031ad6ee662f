import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { createDb } from '../../src/db/create-db.js'
import { issueInvoice } from '../../src/modules/billing/invoice-repository.js'
import { recordUsage } from '../../src/modules/billing/record-usage.js'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions, type Api } from '../helpers/product.js'
import { TEST_SELLER } from './test-seller.js'

const run = promisify(execFile)

/** pdffonts and pdftotext (poppler-utils) on a PDF: its fonts' embedded column and its text. */
async function inspect(pdf: Buffer, name: string) {
  const dir = process.env.INVOICE_PDF_OUT ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'invoice-pdf-')))
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `${name}.pdf`)
  await fs.writeFile(file, pdf)
  const fonts = (await run('pdffonts', [file])).stdout
  const text = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout
  if (!process.env.INVOICE_PDF_OUT) await fs.rm(dir, { recursive: true, force: true })
  const rows = fonts.trim().split('\n').slice(2)
  return { fonts: rows, text }
}

const profile = (client: Api, body: Record<string, unknown>) =>
  client.put('/api/billing/profile', JSON.stringify(body), 'application/json')

// Issue 23 item 7: invoices an accountant can file.
t.test('billing profile: the admin edits the buyer, others read it, bad input is 400', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'client', 'omc', 'northwind'])
  const admin = api(app, s.admin)
  t.match((await admin.get('/api/billing/profile')).json(), { legalName: '', language: 'en', updatedAt: null })
  const body = {
    legalName: 'ООО Ромашка',
    address: 'ул. Ленина, д. 1\n101000 Москва\nРоссия',
    vatId: 'ru7701234567',
    email: 'buh@romashka.example',
    language: 'ru',
  }
  const saved = await profile(admin, body)
  t.equal(saved.statusCode, 200)
  t.match(saved.json(), { ...body, vatId: 'RU7701234567' })
  t.equal((await profile(api(app, s.client), body)).statusCode, 403, 'a client reads billing, edits nothing')
  t.equal((await api(app, s.client).get('/api/billing/profile')).json().legalName, 'ООО Ромашка')
  t.equal((await profile(api(app, s.omc), body)).statusCode, 403)
  t.equal((await profile(admin, { ...body, email: 'not a mail' })).statusCode, 400)
  t.equal((await profile(admin, { ...body, language: 'de' })).statusCode, 400)
  t.equal((await profile(admin, { ...body, vatId: 'RU<script>' })).statusCode, 400)
  t.equal(
    (await api(app, s.northwind).get(`/api/billing/profile?orgId=${s.admin.userData.orgId}`)).statusCode,
    404,
    'another organization’s profile',
  )
})

t.test('invoice numbers: per seller, sequential and gap-free when 16 organizations issue at once', async (t) => {
  const { db, dbUrl } = await buildTestApp(t, {}, { jobs: false })
  const orgs = await db
    .insertInto('organizations')
    .values(Array.from({ length: 14 }, (_, i) => ({ name: `Org ${i + 1}`, slug: `numbering-org-${i + 1}` })))
    .returning('id')
    .execute()
  const all = [...(await db.selectFrom('organizations').select('id').execute()).map((o) => o.id)]
  t.ok(all.length >= 16, `${all.length} organizations`)
  const day = new Date().toISOString().slice(0, 10)
  // A connection for each at once (the test pool holds ten): they queue on the seller's counter row in PostgreSQL,
  // which is what is tested, not for a pooled connection (bounded at 3 s, too short on a loaded machine).
  const wide = createDb(dbUrl, { max: all.length + 1 })
  t.teardown(() => wide.destroy())
  const issued = await Promise.all(
    all.map((id) => wide.transaction().execute((trx) => issueInvoice(trx, id, day, TEST_SELLER))),
  )
  const numbers = issued.map((r) => r.invoice.number!).sort((a, b) => a - b)
  t.same(
    numbers,
    all.map((_, i) => i + 1),
    '1 … n, no gap, no duplicate',
  )
  t.ok(
    issued.every((r) => r.invoice.number_text === `DEB-${String(r.invoice.number).padStart(6, '0')}`),
    'printed with the prefix',
  )
  t.equal(orgs.length, 14)
  // Another seller has its own series.
  const other = { ...TEST_SELLER, key: 'FR99999999999', prefix: 'FR-' }
  const first = await db.transaction().execute((trx) => issueInvoice(trx, orgs[0]!.id, '2020-01-15', other))
  t.equal(first.invoice.number_text, 'FR-000001')
})

t.test('the PDF: embedded Unicode font, names intact, human labels in the organization’s language', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: false })
  const s = await sessions(app, ['admin', 'northwind'])
  const acme = s.admin.userData.orgId!
  const northwind = s.northwind.userData.orgId!
  const day = new Date().toISOString().slice(0, 10)
  for (const orgId of [acme, northwind]) {
    await recordUsage(db, { orgId, kind: 'analysed-meetings', idempotencyKey: 'pdf-1', model: 'builtin', quantity: 1 })
    await recordUsage(db, { orgId, kind: 'transcription-minutes', idempotencyKey: 'pdf-2', quantity: 12 })
  }
  await profile(api(app, s.admin), {
    legalName: 'ООО Ромашка',
    address: 'ул. Ленина, д. 1\n101000 Москва',
    vatId: 'RU7701234567',
    email: '',
    language: 'ru',
  })
  await profile(api(app, s.northwind), {
    legalName: 'شركة المثال للتجارة',
    address: 'شارع الملك فهد 12\nالرياض',
    vatId: 'SA300000000000003',
    email: '',
    language: 'ar',
  })
  const greek = await db
    .insertInto('organizations')
    .values({ name: 'Αθηναϊκή Εταιρεία Α.Ε.', slug: 'athens-example' })
    .returning('id')
    .executeTakeFirstOrThrow()

  const ru = (await db.transaction().execute((trx) => issueInvoice(trx, acme, day, TEST_SELLER))).invoice
  const ar = (await db.transaction().execute((trx) => issueInvoice(trx, northwind, day, TEST_SELLER))).invoice
  const el = (await db.transaction().execute((trx) => issueInvoice(trx, greek.id, day, TEST_SELLER))).invoice
  t.ok(ru.due_on && ru.due_on > day, 'a due date after the issue date')

  const pdfOf = async (client: Api, id: string) => {
    const res = await client.get(`/api/billing/invoices/${id}/pdf`)
    t.equal(res.statusCode, 200)
    return res.rawPayload
  }
  const su = api(app, (await sessions(app, ['superadmin'])).superadmin)

  const russian = await inspect(await pdfOf(api(app, s.admin), ru.id), 'invoice-ru')
  t.ok(russian.fonts.length > 0)
  t.ok(
    russian.fonts.every((f) => / yes +yes +yes /.test(f)),
    `every font embedded (subset, Unicode map): ${russian.fonts.join(' | ')}`,
  )
  t.match(russian.fonts.join('\n'), /DejaVuSans/)
  for (const expected of [
    'ООО Ромашка',
    '101000 Москва',
    'RU7701234567',
    `Счёт ${ru.number_text}`,
    'Оплатить до',
    'Проанализированные встречи',
    'Транскрибация (минуты)',
    'НДС 20 %',
    'Debrief Test GmbH',
    'DE123456789',
    '10115 Berlin',
    // A Russian tax id is an INN; the German seller's is a VAT number, not an INN.
    'ИНН: RU7701234567',
    'Номер плательщика НДС: DE123456789',
  ])
    t.ok(russian.text.includes(expected), `Russian invoice shows “${expected}”`)
  t.notOk(/analysed-meetings|transcription-minutes|flat-vat-20/.test(russian.text), 'no internal keys')

  const arabic = await inspect(await pdfOf(api(app, s.northwind), ar.id), 'invoice-ar')
  t.ok(
    arabic.fonts.every((f) => / yes +yes +yes /.test(f)),
    'every font embedded',
  )
  for (const word of ['شركة', 'المثال', 'للتجارة', 'فاتورة', 'الرياض', 'SA300000000000003', ar.number_text!])
    t.ok(arabic.text.includes(word), `Arabic invoice shows “${word}”`)

  const greekPdf = await inspect(await pdfOf(su, el.id), 'invoice-el')
  t.ok(greekPdf.text.includes('Αθηναϊκή Εταιρεία Α.Ε.'), 'a Greek name prints as written')
  t.ok(greekPdf.text.includes('Analysed meetings') === false, 'no usage, no usage line')
  t.ok(greekPdf.text.includes('Total due'), 'English labels by default')

  // The issued invoice keeps its buyer: a later profile change does not rewrite it.
  await profile(api(app, s.admin), { legalName: 'Renamed', address: '', vatId: '', email: '', language: 'en' })
  t.ok((await inspect(await pdfOf(api(app, s.admin), ru.id), 'invoice-ru-again')).text.includes('ООО Ромашка'))
})
