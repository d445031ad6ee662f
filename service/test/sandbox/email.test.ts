import t from 'tap'
import { sandboxApp, type Sandbox } from './helpers.js'

const FILTERS = ['inbox', 'draft', 'spam', 'sent', 'starred', 'trashed']

async function everyMail(sb: Sandbox) {
  const seen = new Map<number, any>()
  for (const filter of FILTERS)
    for (const m of (await sb.get(`/api/apps/email?filter=${filter}`)).json().emails) seen.set(m.id, m)
  return [...seen.values()]
}

const metaOf = (mails: any[]) => ({
  inbox: mails.filter((m) => m.folder === 'inbox' && !m.isRead && !m.isDeleted).length,
  draft: mails.filter((m) => m.folder === 'draft' && !m.isDeleted).length,
  spam: mails.filter((m) => m.folder === 'spam' && !m.isRead && !m.isDeleted).length,
  star: mails.filter((m) => m.isStarred && !m.isDeleted).length,
})

t.test('folders, views, label, search and the mailbox counts', async (t) => {
  const sb = await sandboxApp(t)
  const mails = await everyMail(sb)
  t.equal(mails.length, 40)
  const inbox = (await sb.get('/api/apps/email')).json()
  t.ok(
    inbox.emails.length > 0 && inbox.emails.every((m: any) => m.folder === 'inbox' && !m.isDeleted),
    'inbox by default, without deleted',
  )
  t.same(inbox.emailsMeta, metaOf(mails), 'meta counts: unread inbox, drafts, unread spam, starred, none deleted')
  t.ok((await sb.get('/api/apps/email?filter=starred')).json().emails.every((m: any) => m.isStarred && !m.isDeleted))
  const trashed = (await sb.get('/api/apps/email?filter=trashed')).json().emails
  t.ok(trashed.length > 0 && trashed.every((m: any) => m.isDeleted), 'trash shows deleted mails only')
  const labelled = (await sb.get('/api/apps/email?filter=inbox&label=company')).json().emails
  t.ok(labelled.every((m: any) => m.labels.includes('company') && m.folder === 'inbox'))
  const subject = inbox.emails[0].subject
  const found = (await sb.get(`/api/apps/email?q=${encodeURIComponent(subject.slice(2, 9).toUpperCase())}`)).json()
    .emails
  t.ok(
    found.some((m: any) => m.id === inbox.emails[0].id),
    'q matches the subject, case-insensitive',
  )
  t.match(inbox.emails[0].time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/, 'ISO date-time without zone')
})

t.test('bulk update merges fields; label toggles; unknown ids are 404 and change nothing', async (t) => {
  const sb = await sandboxApp(t)
  const inbox = (await sb.get('/api/apps/email')).json().emails
  const [a, b] = inbox
  const res = await sb.send('POST', '/api/apps/email', { ids: [a.id, b.id], data: { isRead: true, isStarred: true } })
  t.equal(res.statusCode, 201)
  t.equal(res.body, '')
  let mails = await everyMail(sb)
  t.ok([a.id, b.id].every((id) => mails.find((m) => m.id === id).isRead && mails.find((m) => m.id === id).isStarred))
  await sb.send('POST', '/api/apps/email', { ids: [a.id], data: { folder: 'spam' } })
  t.ok(
    (await sb.get('/api/apps/email?filter=spam')).json().emails.some((m: any) => m.id === a.id),
    'moved to spam',
  )
  await sb.send('POST', '/api/apps/email', { ids: [b.id], data: { isDeleted: true } })
  t.ok(
    (await sb.get('/api/apps/email?filter=trashed')).json().emails.some((m: any) => m.id === b.id),
    'trashed',
  )

  const had = a.labels.includes('private')
  t.equal((await sb.send('POST', '/api/apps/email', { ids: a.id, label: 'private' })).statusCode, 201)
  mails = await everyMail(sb)
  t.equal(mails.find((m) => m.id === a.id).labels.includes('private'), !had, 'toggled once')
  await sb.send('POST', '/api/apps/email', { ids: [a.id], label: 'private' })
  mails = await everyMail(sb)
  t.equal(mails.find((m) => m.id === a.id).labels.includes('private'), had, 'toggled back')

  const missing = await sb.send('POST', '/api/apps/email', { ids: [inbox[2].id, 999], data: { isRead: true } })
  t.equal(missing.statusCode, 404)
  t.equal((await everyMail(sb)).find((m) => m.id === inbox[2].id).isRead, inbox[2].isRead, 'rolled back')
  for (const body of [
    { ids: [1] },
    { ids: [1], data: { isRead: 'yes' } },
    { ids: [1], data: { folder: 'archive' } },
    { ids: [1], label: 'work' },
    { ids: [1], data: { isRead: true }, extra: 1 },
    { ids: [] },
  ]) {
    t.equal((await sb.send('POST', '/api/apps/email', body)).statusCode, 400, JSON.stringify(body))
  }
})

t.test('two concurrent bulk updates on other mails both land', async (t) => {
  const sb = await sandboxApp(t)
  const mails = await everyMail(sb)
  const left = mails.slice(0, 10).map((m) => m.id)
  const right = mails.slice(10, 20).map((m) => m.id)
  for (let round = 0; round < 5; round++) {
    const flag = round % 2 === 0
    const [r1, r2, r3] = await Promise.all([
      sb.send('POST', '/api/apps/email', { ids: left, data: { isStarred: flag } }),
      sb.send('POST', '/api/apps/email', { ids: right, data: { isRead: flag } }),
      sb.send('POST', '/api/apps/email', { ids: [...left, ...right], label: 'important' }),
    ])
    t.same([r1.statusCode, r2.statusCode, r3.statusCode], [201, 201, 201])
    const now = await everyMail(sb)
    t.ok(
      left.every((id) => now.find((m) => m.id === id).isStarred === flag),
      `round ${round}: stars landed`,
    )
    t.ok(
      right.every((id) => now.find((m) => m.id === id).isRead === flag),
      `round ${round}: read flags landed`,
    )
    const original = (id: number) => mails.find((m) => m.id === id).labels.includes('important')
    t.ok(
      [...left, ...right].every(
        (id) =>
          now.find((m) => m.id === id).labels.includes('important') ===
          (round % 2 === 0 ? !original(id) : original(id)),
      ),
      `round ${round}: labels toggled`,
    )
  }
})
