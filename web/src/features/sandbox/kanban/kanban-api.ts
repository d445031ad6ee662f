import { api } from '../../../lib/api-client'

type State = Awaited<ReturnType<typeof loadKanban>>['data']
export type KanbanState = NonNullable<State>
export type KanbanItem = KanbanState['items'][number]
export type KanbanBoard = KanbanState['boards'][number]
export type ItemChanges = Parameters<typeof updateItem>[0]

export const loadKanban = (signal?: AbortSignal) => api.GET('/api/apps/kanban', { signal })

export const addBoard = (title: string) => api.POST('/api/apps/kanban/board/add', { body: { title } })
export const renameBoard = (boardId: number, newName: string) =>
  api.PUT('/api/apps/kanban/board/rename', { body: { boardId, newName } })
export const deleteBoard = (id: number) => api.DELETE('/api/apps/kanban/board/{id}', { params: { path: { id } } })
export const orderBoards = (ids: number[]) => api.PUT('/api/apps/kanban/board/state-update', { body: ids })

export const addItem = (board: KanbanBoard, itemTitle: string) =>
  api.POST('/api/apps/kanban/item/add', { body: { itemTitle, boardName: board.title, boardId: board.id } })
export const updateItem = (item: {
  id: number
  title?: string
  dueDate?: string | null
  labels?: string[]
  members?: KanbanItem['members']
  comments?: string
  attachments?: number
}) => api.PUT('/api/apps/kanban/item/update', { body: { item } })
export const deleteItem = (id: number) => api.DELETE('/api/apps/kanban/item/{id}', { params: { path: { id } } })
export const orderItems = (boardId: number, ids: number[]) =>
  api.PUT('/api/apps/kanban/item/state-update', { body: { boardId, ids } })
