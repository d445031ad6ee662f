import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'
import { PNG } from './ecommerce-helpers.js'
import { eventually, isStored, uploadMailFile } from './stored-files-helpers.js'

// One service and database for the file; the subtests run in order.
const { app } = await buildTestApp(t)
const sb = sandboxOn(app)
const NOTES = Buffer.from('Quarterly numbers, line one\nline two\n')
const keyOf = async (id: string) =>
  (
    await app.db
      .selectFrom('sandbox_email_attachments')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).storage_key
const sent: { id?: number; file?: string; png?: string } = {}

t.test('upload, send with the mail, read it in sent and download the same bytes', async (t) => {
  const up = await uploadMailFile(app, NOTES, 'notes.txt')
  t.equal(up.statusCode, 201, up.body)
  const file = up.json()
  t.match(file, {
    name: 'notes.txt',
    mime: 'text/plain',
    size: NOTES.length,
    url: `/api/apps/email/attachments/${file.id}/content`,
  })
  const png = (await uploadMailFile(app, PNG, 'dot.png', 'image/png')).json()
  const mail = await sb.send('POST', '/api/apps/email/compose', {
    to: ['ann@example.com'],
    subject: 'Numbers',
    message: '<p>Attached</p>',
    attachments: [
      { fileName: 'notes.txt', size: '38 B', id: file.id },
      { fileName: 'dot.png', size: '70 B', id: png.id },
    ],
  })
  t.equal(mail.statusCode, 201, mail.body)
  t.same(
    mail.json().attachments.map((a: { url: string }) => a.url),
    [file.url, png.url],
  )
  const list = (await sb.get('/api/apps/email?filter=sent&q=Numbers')).json()
  t.equal(list.emails[0].attachments[0].url, file.url, 'the sent folder lists the download path')
  const bytes = await sb.get(file.url)
  t.equal(bytes.statusCode, 200)
  t.equal(bytes.headers['content-type'], 'text/plain')
  t.match(String(bytes.headers['content-disposition']), /attachment; filename="notes.txt"/)
  t.equal(bytes.body, NOTES.toString())
  t.ok(await isStored(app, await keyOf(file.id)), 'the bytes are in the file store')
  Object.assign(sent, { id: mail.json().id, file: file.id, png: png.id })
})

t.test('an attachment is sent once; unknown ids refuse the whole mail', async (t) => {
  const again = await sb.send('POST', '/api/apps/email/compose', {
    to: ['bob@example.com'],
    subject: 'Again',
    message: '',
    attachments: [{ fileName: 'notes.txt', size: '38 B', id: sent.file }],
  })
  t.equal(again.statusCode, 400)
  t.ok(again.json().errors.attachments, 'named as an attachments error')
  t.equal((await sb.get('/api/apps/email?filter=sent&q=Again')).json().emails.length, 0, 'no mail was stored')
})

t.test('another organization reaches neither the file nor its id', async (t) => {
  t.equal((await sb.get(`/api/apps/email/attachments/${sent.file}/content`, 'northwind')).statusCode, 404)
  const theirs = await sb.send(
    'POST',
    '/api/apps/email/compose',
    {
      to: ['x@example.com'],
      subject: 'Steal',
      message: '',
      attachments: [{ fileName: 'n', size: '1 B', id: sent.png }],
    },
    'northwind',
  )
  t.equal(theirs.statusCode, 400)
  t.equal((await sb.get('/api/apps/email/attachments/00000000-0000-4000-8000-000000000000/content')).statusCode, 404)
})

t.test('bad type, too large, not multipart and read-only accounts are JSON 4xx', async (t) => {
  const exe = await uploadMailFile(app, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]), 'a.exe')
  t.equal(exe.statusCode, 415)
  t.match(exe.json(), { message: /not accepted/ })
  const big = await uploadMailFile(app, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'big.txt')
  t.equal(big.statusCode, 413)
  t.match(big.json(), { message: /at most 10 MB/ })
  const json = await sb.send('POST', '/api/apps/email/attachments', { file: 'x' })
  t.equal(json.statusCode, 415)
  const demo = await uploadMailFile(app, NOTES, 'n.txt', 'text/plain', 'demo')
  t.equal(demo.statusCode, 403)
})

t.test('an upload no mail takes within a day goes with the next upload, its file too', async (t) => {
  const stale = (await uploadMailFile(app, NOTES, 'closed-dialog.txt')).json()
  const staleKey = await keyOf(stale.id)
  await app.db
    .updateTable('sandbox_email_attachments')
    .set({ created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
    .where('id', '=', stale.id)
    .execute()
  const fresh = (await uploadMailFile(app, NOTES, 'still-composing.txt')).json()
  t.equal((await sb.get(stale.url)).statusCode, 404, 'the abandoned upload is gone')
  t.ok(await eventually(async () => !(await isStored(app, staleKey))), 'and its stored file')
  t.equal((await sb.get(fresh.url)).statusCode, 200, 'a fresh unsent upload stays')
  t.equal((await sb.get(`/api/apps/email/attachments/${sent.file}/content`)).statusCode, 200, 'a sent one stays')
})

t.test('a reset removes the copy’s stored files with their rows', async (t) => {
  const keys = [await keyOf(sent.file!), await keyOf(sent.png!)]
  const loose = (await uploadMailFile(app, NOTES, 'never-sent.txt')).json()
  keys.push(await keyOf(loose.id))
  for (const key of keys) t.ok(await isStored(app, key))
  const reset = await sb.send('POST', '/api/sandbox/reset')
  t.equal(reset.statusCode, 200, reset.body)
  for (const key of keys) t.ok(await eventually(async () => !(await isStored(app, key))), `${key} is gone`)
  t.equal((await sb.get(`/api/apps/email/attachments/${sent.file}/content`)).statusCode, 404)
})
