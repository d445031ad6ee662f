import t from 'tap'
import { sandboxApp } from './helpers.js'

t.test('starts with In Progress, In Review, Done', async (t) => {
  const sb = await sandboxApp(t)
  const state = (await sb.get('/api/apps/kanban')).json()
  t.same(
    state.boards.map((b: any) => b.title),
    ['In Progress', 'In Review', 'Done'],
  )
  t.same(
    state.boards.flatMap((b: any) => b.itemsIds).sort(),
    state.items.map((i: any) => i.id).sort(),
    'every item on one board',
  )
})

t.test('boards: add, duplicate 409, rename, reorder, delete', async (t) => {
  const sb = await sandboxApp(t)
  const added = await sb.send('POST', '/api/apps/kanban/board/add', { title: 'Backlog' })
  t.equal(added.statusCode, 201)
  t.same({ ...added.json(), id: 0 }, { id: 0, title: 'Backlog', itemsIds: [] })
  const dup = await sb.send('POST', '/api/apps/kanban/board/add', { title: 'backlog' })
  t.equal(dup.statusCode, 409)
  t.equal(dup.json().statusCode, 409)
  t.equal(
    (await sb.send('PUT', '/api/apps/kanban/board/rename', { boardId: added.json().id, newName: 'Done' })).statusCode,
    409,
    'rename onto a taken title',
  )
  const renamed = await sb.send('PUT', '/api/apps/kanban/board/rename', { boardId: added.json().id, newName: 'Icebox' })
  t.equal(renamed.statusCode, 201)
  t.equal(renamed.json().title, 'Icebox')
  t.equal((await sb.send('PUT', '/api/apps/kanban/board/rename', { boardId: 999, newName: 'X' })).statusCode, 404)

  const ids = (await sb.get('/api/apps/kanban')).json().boards.map((b: any) => b.id)
  const reordered = await sb.send('PUT', '/api/apps/kanban/board/state-update', [...ids].reverse())
  t.equal(reordered.statusCode, 201)
  t.same(
    reordered.json().boards.map((b: any) => b.id),
    [...ids].reverse(),
  )
  t.same(
    (await sb.get('/api/apps/kanban')).json().boards.map((b: any) => b.id),
    [...ids].reverse(),
    'stored',
  )
  t.equal((await sb.send('PUT', '/api/apps/kanban/board/state-update', [999])).statusCode, 404)

  const done = reordered.json().boards.find((b: any) => b.title === 'Done')
  t.equal((await sb.send('DELETE', `/api/apps/kanban/board/${done.id}`)).statusCode, 204)
  const after = (await sb.get('/api/apps/kanban')).json()
  t.notOk(
    after.items.some((i: any) => done.itemsIds.includes(i.id)),
    'its items went with it',
  )
  t.equal((await sb.send('DELETE', `/api/apps/kanban/board/${done.id}`)).statusCode, 404)
})

t.test('items: add needs title and board name; update, delete, move', async (t) => {
  const sb = await sandboxApp(t)
  const [progress, review] = (await sb.get('/api/apps/kanban')).json().boards
  for (const body of [
    { boardName: 'In Progress', boardId: progress.id },
    { itemTitle: 'Task', boardId: progress.id },
    { itemTitle: '  ', boardName: 'In Progress' },
  ]) {
    const res = await sb.send('POST', '/api/apps/kanban/item/add', body)
    t.equal(res.statusCode, 400, JSON.stringify(body))
    t.equal(res.json().statusCode, 400)
  }
  t.equal(
    (await sb.send('POST', '/api/apps/kanban/item/add', { itemTitle: 'x', boardName: 'Nowhere' })).statusCode,
    404,
  )
  const added = await sb.send('POST', '/api/apps/kanban/item/add', {
    itemTitle: 'Write tests',
    boardName: 'In Review',
    boardId: review.id,
  })
  t.equal(added.statusCode, 201)
  const item = added.json()
  t.equal((await sb.get('/api/apps/kanban')).json().boards[1].itemsIds.at(-1), item.id, 'appended to its board')
  const byName = await sb.send('POST', '/api/apps/kanban/item/add', { itemTitle: 'By name', boardName: 'in progress' })
  t.equal(byName.statusCode, 201)

  const updated = await sb.send('PUT', '/api/apps/kanban/item/update', {
    item: { id: item.id, title: 'Write more tests', labels: ['UX'], dueDate: '2030-02-01' },
  })
  t.equal(updated.statusCode, 201)
  t.same(
    { title: updated.json().title, labels: updated.json().labels, dueDate: updated.json().dueDate },
    { title: 'Write more tests', labels: ['UX'], dueDate: '2030-02-01' },
  )
  t.equal((await sb.send('PUT', '/api/apps/kanban/item/update', { item: { id: 9999, title: 'x' } })).statusCode, 404)
  t.equal(
    (await sb.send('PUT', '/api/apps/kanban/item/update', { item: { id: item.id, colour: 'red' } })).statusCode,
    400,
  )

  const moved = [item.id, ...progress.itemsIds]
  const res = await sb.send('PUT', '/api/apps/kanban/item/state-update', { boardId: progress.id, ids: moved })
  t.equal(res.statusCode, 201)
  const state = (await sb.get('/api/apps/kanban')).json()
  t.same(state.boards[0].itemsIds.slice(0, moved.length), moved, 'moved to the top of In Progress')
  t.notOk(state.boards[1].itemsIds.includes(item.id), 'no longer in In Review')
  t.equal(
    (await sb.send('PUT', '/api/apps/kanban/item/state-update', { boardId: progress.id, ids: [9999] })).statusCode,
    404,
  )
  t.equal((await sb.send('DELETE', `/api/apps/kanban/item/${item.id}`)).statusCode, 204)
  t.equal((await sb.send('DELETE', `/api/apps/kanban/item/${item.id}`)).statusCode, 404)
})

t.test('two clients moving items at the same time both land', async (t) => {
  const sb = await sandboxApp(t)
  const [progress, review, done] = (await sb.get('/api/apps/kanban')).json().boards
  // Client A reverses In Progress; client B moves an item from Done into In Review. Repeated to catch races.
  for (let round = 0; round < 5; round++) {
    const state = (await sb.get('/api/apps/kanban')).json()
    const p = state.boards.find((b: any) => b.id === progress.id).itemsIds
    const r = state.boards.find((b: any) => b.id === review.id).itemsIds
    const d = state.boards.find((b: any) => b.id === done.id).itemsIds
    const mover = d.length ? d[0] : r[0]
    const [a, b, c] = await Promise.all([
      sb.send('PUT', '/api/apps/kanban/item/state-update', { boardId: progress.id, ids: [...p].reverse() }),
      sb.send('PUT', '/api/apps/kanban/item/state-update', {
        boardId: d.length ? review.id : done.id,
        ids: d.length ? [mover, ...r] : [mover],
      }),
      sb.send('PUT', '/api/apps/kanban/item/state-update', {
        boardId: d.length ? done.id : review.id,
        ids: d.length ? d.slice(1) : r.slice(1),
      }),
    ])
    t.same([a.statusCode, b.statusCode, c.statusCode], [201, 201, 201])
    const now = (await sb.get('/api/apps/kanban')).json()
    const board = (id: number) => now.boards.find((x: any) => x.id === id).itemsIds
    t.same(board(progress.id), [...p].reverse(), `round ${round}: A's order landed`)
    t.ok(board(d.length ? review.id : done.id).includes(mover), `round ${round}: B's move landed`)
    t.equal(
      now.boards.flatMap((x: any) => x.itemsIds).length,
      now.items.length,
      `round ${round}: no item lost or doubled`,
    )
  }
})
