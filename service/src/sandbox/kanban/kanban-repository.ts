import { sql, type Selectable } from 'kysely'
import type { SandboxKanbanItemsTable } from '../../db/schema.js'
import { ConflictError, NotFoundError } from '../../lib/errors.js'
import type { ItemChanges, KanbanBoard, KanbanItem, KanbanState } from './schemas.js'
import type { Handle } from '../shared/handle.js'

const toItem = (r: Selectable<SandboxKanbanItemsTable>): KanbanItem => ({
  id: r.id,
  title: r.title,
  dueDate: r.due_date,
  labels: r.labels,
  members: r.members,
  comments: r.comments,
  attachments: r.attachments,
  commentsCount: r.comments_count,
  image: r.image,
})

/** Boards in order, each with its ordered item ids, and every item. */
export async function kanbanState(db: Handle, scope: string): Promise<KanbanState> {
  const [boards, items] = await Promise.all([
    db
      .selectFrom('sandbox_kanban_boards')
      .selectAll()
      .where('scope', '=', scope)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sandbox_kanban_items')
      .selectAll()
      .where('scope', '=', scope)
      .orderBy('board_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ])
  return {
    boards: boards.map((b) => ({
      id: b.id,
      title: b.title,
      itemsIds: items.filter((i) => i.board_id === b.id).map((i) => i.id),
    })),
    items: items.map(toItem),
  }
}

async function boardOf(db: Handle, scope: string, id: number): Promise<KanbanBoard> {
  const board = await db
    .selectFrom('sandbox_kanban_boards')
    .selectAll()
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!board) throw new NotFoundError('Kanban board not found')
  const items = await db
    .selectFrom('sandbox_kanban_items')
    .select('id')
    .where('scope', '=', scope)
    .where('board_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return { id: board.id, title: board.title, itemsIds: items.map((i) => i.id) }
}

const uniqueTitle = (error: { code?: string }) => {
  if (error.code === '23505') throw new ConflictError('A board with this title already exists')
  throw error
}

export async function addBoard(db: Handle, scope: string, title: string): Promise<KanbanBoard> {
  const row = await db
    .insertInto('sandbox_kanban_boards')
    .values({
      scope,
      title: title.trim(),
      position: sql<number>`(select coalesce(max(position), -1) + 1 from sandbox_kanban_boards where scope = ${scope})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(uniqueTitle)
  return { id: row.id, title: title.trim(), itemsIds: [] }
}

export async function renameBoard(db: Handle, scope: string, id: number, title: string): Promise<KanbanBoard> {
  const res = await db
    .updateTable('sandbox_kanban_boards')
    .set({ title: title.trim() })
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirst()
    .catch(uniqueTitle)
  if (!Number(res.numUpdatedRows)) throw new NotFoundError('Kanban board not found')
  return boardOf(db, scope, id)
}

/** Deleting a board deletes its items. */
export const deleteBoard = async (db: Handle, scope: string, id: number) =>
  Number(
    (await db.deleteFrom('sandbox_kanban_boards').where('scope', '=', scope).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0

/** Board order: listed boards take their list position, the rest keep their order after them. One statement. */
export async function orderBoards(db: Handle, scope: string, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('sandbox_kanban_boards')
      .select('id')
      .where('scope', '=', scope)
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute()
    if (found.length !== new Set(ids).size) throw new NotFoundError('Kanban board not found')
    await sql`
      update sandbox_kanban_boards b set position = coalesce(array_position(${ids}::int[], b.id) - 1, ${ids.length} + o.rn)
      from (select id, row_number() over (order by position, id) as rn from sandbox_kanban_boards where scope = ${scope}) o
      where b.scope = ${scope} and o.id = b.id`.execute(trx)
  })
}

export async function addItem(db: Handle, scope: string, boardId: number, title: string): Promise<KanbanItem> {
  const row = await db
    .insertInto('sandbox_kanban_items')
    .values({
      scope,
      board_id: boardId,
      title: title.trim(),
      position: sql<number>`(select coalesce(max(position), -1) + 1 from sandbox_kanban_items where scope = ${scope} and board_id = ${boardId})`,
      labels: '[]',
      members: '[]',
      image: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toItem(row)
}

export const findBoardByName = (db: Handle, scope: string, name: string) =>
  db
    .selectFrom('sandbox_kanban_boards')
    .select('id')
    .where('scope', '=', scope)
    .where(sql`lower(title)`, '=', name.trim().toLowerCase())
    .executeTakeFirst()

export async function updateItem(db: Handle, scope: string, c: ItemChanges): Promise<KanbanItem | undefined> {
  const changes = {
    ...(c.title === undefined ? {} : { title: c.title }),
    ...(c.dueDate === undefined ? {} : { due_date: c.dueDate }),
    ...(c.labels === undefined ? {} : { labels: JSON.stringify(c.labels) }),
    ...(c.members === undefined ? {} : { members: JSON.stringify(c.members) }),
    ...(c.comments === undefined ? {} : { comments: c.comments }),
    ...(c.attachments === undefined ? {} : { attachments: c.attachments }),
    ...(c.commentsCount === undefined ? {} : { comments_count: c.commentsCount }),
    ...(c.image === undefined ? {} : { image: c.image }),
  }
  // Only the id: an UPDATE without a SET list is not SQL, so answer the item as it is.
  const row =
    Object.keys(changes).length === 0
      ? await db
          .selectFrom('sandbox_kanban_items')
          .selectAll()
          .where('scope', '=', scope)
          .where('id', '=', c.id)
          .executeTakeFirst()
      : await db
          .updateTable('sandbox_kanban_items')
          .set(changes)
          .where('scope', '=', scope)
          .where('id', '=', c.id)
          .returningAll()
          .executeTakeFirst()
  return row && toItem(row)
}

export const deleteItem = async (db: Handle, scope: string, id: number) =>
  Number(
    (await db.deleteFrom('sandbox_kanban_items').where('scope', '=', scope).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0

/**
 * Replaces a board's ordered item list. Each item records its own board and position,
 * so a move is a change to the moved rows only: concurrent moves of other items, on this board or
 * another, both land. The board row lock serialises two reorders of the same board; items are locked
 * in id order so two movers never deadlock.
 */
export async function orderItems(db: Handle, scope: string, boardId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)]
  await db.transaction().execute(async (trx) => {
    const board = await trx
      .selectFrom('sandbox_kanban_boards')
      .select('id')
      .where('scope', '=', scope)
      .where('id', '=', boardId)
      .forUpdate()
      .executeTakeFirst()
    if (!board) throw new NotFoundError('Kanban board not found')
    if (unique.length) {
      const found = await trx
        .selectFrom('sandbox_kanban_items')
        .select('id')
        .where('scope', '=', scope)
        .where('id', 'in', unique)
        .orderBy('id')
        .forUpdate()
        .execute()
      if (found.length !== unique.length) throw new NotFoundError('Kanban item not found')
      await sql`update sandbox_kanban_items set board_id = ${boardId}, position = array_position(${unique}::int[], id) - 1 where scope = ${scope} and id = any(${unique}::int[])`.execute(
        trx,
      )
    }
    // Items still on the board but not listed (moved here concurrently) keep their order after the list.
    await sql`
      update sandbox_kanban_items i set position = ${unique.length} + o.rn
      from (select id, row_number() over (order by position, id) as rn from sandbox_kanban_items
            where scope = ${scope} and board_id = ${boardId} and not (id = any(${unique}::int[]))) o
      where i.scope = ${scope} and o.id = i.id`.execute(trx)
  })
}
