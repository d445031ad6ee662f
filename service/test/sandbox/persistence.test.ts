import t from 'tap'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/load-config.js'
import { createDb } from '../../src/db/create-db.js'
import { seedDemoData } from '../../src/seed/seed-demo.js'
import { TEST_JWT_SECRET } from '../helpers/app.js'
import { freshDatabase } from '../helpers/database.js'
import { sandboxOn } from './helpers.js'

async function start(url: string) {
  const db = createDb(url, { max: 4 })
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' })
  // A restart seeds again, as server.ts does with DEMO_DATA: the seeder must leave stored changes alone.
  await seedDemoData(db)
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveUi: false })
  await app.ready()
  return {
    app,
    db,
    close: async () => {
      await app.close()
      await db.destroy()
    },
  }
}

t.test('writes survive a restart on the same database', async (t) => {
  const { url } = await freshDatabase(t)
  const first = await start(url)
  const sb = sandboxOn(first.app)
  t.equal((await sb.send('DELETE', '/api/apps/ecommerce/products/5')).statusCode, 204)
  t.equal(
    (await sb.send('POST', '/api/apps/email', { ids: [1, 2], data: { isStarred: true, folder: 'spam' } })).statusCode,
    201,
  )
  t.equal((await sb.send('POST', '/api/apps/email', { ids: 3, label: 'private' })).statusCode, 201)
  t.equal((await sb.send('POST', '/api/apps/chat/chats/1', { message: 'persist me', senderId: 11 })).statusCode, 201)
  const board = (await sb.send('POST', '/api/apps/kanban/board/add', { title: 'Later' })).json()
  const state = (await sb.get('/api/apps/kanban')).json()
  const moved = state.boards[0].itemsIds[0]
  t.equal(
    (await sb.send('PUT', '/api/apps/kanban/item/state-update', { boardId: board.id, ids: [moved] })).statusCode,
    201,
  )
  const event = (
    await sb.send('POST', '/api/apps/calendar', {
      title: 'Kept',
      start: '2030-03-01T09:00:00Z',
      end: '2030-03-01T10:00:00Z',
      extendedProps: { calendar: 'Family' },
    })
  ).json()
  const user = (
    await sb.send('POST', '/api/apps/users', {
      fullName: 'Kept User',
      username: 'kept',
      email: 'kept@example.org',
      role: 'author',
      currentPlan: 'basic',
    })
  ).json()
  const mails = [
    (await sb.get('/api/apps/email?filter=spam')).json(),
    (await sb.get('/api/apps/email?filter=inbox')).json(),
  ]
  await first.close()

  const second = await start(url)
  t.teardown(second.close)
  const again = sandboxOn(second.app)
  t.equal((await again.get('/api/apps/ecommerce/products?itemsPerPage=100')).json().total, 49)
  t.equal((await again.send('DELETE', '/api/apps/ecommerce/products/5')).statusCode, 404, 'still deleted')
  t.same(
    [(await again.get('/api/apps/email?filter=spam')).json(), (await again.get('/api/apps/email?filter=inbox')).json()],
    mails,
    'flags, folders, labels',
  )
  const chat = (await again.get('/api/apps/chat/chats/1')).json()
  t.equal(chat.chat.messages.at(-1).message, 'persist me')
  const kanban = (await again.get('/api/apps/kanban')).json()
  t.same(kanban.boards.find((b: any) => b.title === 'Later').itemsIds, [moved])
  t.ok(
    (await again.get('/api/apps/calendar?calendars=Family'))
      .json()
      .some((e: any) => e.id === event.id && e.title === 'Kept'),
  )
  t.equal((await again.get(`/api/apps/users/${user.id}`)).json().fullName, 'Kept User')
})
