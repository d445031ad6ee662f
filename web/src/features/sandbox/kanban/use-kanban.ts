import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import * as kanbanApi from './kanban-api'
import type { KanbanBoard, KanbanItem, KanbanState } from './kanban-api'
import { changedBoards, titleTaken } from './kanban-moves'

/**
 * The board state the screen shows: loaded once, changed locally while dragging, and written through the
 * service's order calls when a drag ends. A failed write puts back what the service holds.
 */
export function useKanban() {
  const { t } = useTranslation('sandboxKanban')
  const fallback = t('errors.unexpected', { ns: 'common' })
  const loaded = useLoad((signal) => kanbanApi.loadKanban(signal), [], t('loadError'))
  const [state, setState] = useState<KanbanState>()
  const [error, setError] = useState<string>()
  const latest = useRef<KanbanState | undefined>(undefined)
  latest.current = state

  useEffect(() => {
    if (loaded.data) setState(loaded.data)
  }, [loaded.data])

  const setBoards = useCallback((boards: KanbanBoard[]) => setState((s) => (s ? { ...s, boards } : s)), [])

  const refresh = useCallback(async () => {
    const { data } = await kanbanApi.loadKanban().catch(() => ({ data: undefined }))
    if (data) setState(data)
  }, [])

  /** Sends each changed board's item order (the service moves listed items onto that board). */
  const persistItems = useCallback(
    async (before: KanbanBoard[], after: KanbanBoard[]) => {
      const boards = changedBoards(before, after)
      for (const id of boards) {
        const ids = after.find((b) => b.id === id)?.itemsIds ?? []
        const failure = await callErrors(kanbanApi.orderItems(id, ids), fallback)
        if (failure) {
          setError(t('moveFailed', { reason: messageOf(failure) }))
          return refresh()
        }
      }
    },
    [fallback, refresh, t],
  )

  const persistBoards = useCallback(
    async (after: KanbanBoard[]) => {
      const failure = await callErrors(kanbanApi.orderBoards(after.map((b) => b.id)), fallback)
      if (failure) {
        setError(t('moveFailed', { reason: messageOf(failure) }))
        await refresh()
      }
    },
    [fallback, refresh, t],
  )

  // Each write below answers the message for the form that asked, or nothing when done.
  const addBoard = async (title: string) => {
    if (titleTaken(latest.current?.boards ?? [], title)) return t('duplicateBoard')
    const failure = await callErrors(kanbanApi.addBoard(title), fallback)
    if (failure) return failure.fields.title ?? messageOf(failure)
    await refresh()
  }
  const renameBoard = async (board: KanbanBoard, title: string) => {
    if (titleTaken(latest.current?.boards ?? [], title, board.id)) return t('duplicateBoard')
    const failure = await callErrors(kanbanApi.renameBoard(board.id, title), fallback)
    if (failure) return failure.fields.newName ?? messageOf(failure)
    await refresh()
  }
  const deleteBoard = async (board: KanbanBoard) => {
    const failure = await callErrors(kanbanApi.deleteBoard(board.id), fallback)
    if (failure) return messageOf(failure)
    await refresh()
  }
  const addItem = async (board: KanbanBoard, title: string) => {
    const failure = await callErrors(kanbanApi.addItem(board, title), fallback)
    if (failure) return failure.fields.itemTitle ?? messageOf(failure)
    await refresh()
  }
  const saveItem = async (changes: kanbanApi.ItemChanges) => {
    const failure = await callErrors(kanbanApi.updateItem(changes), fallback)
    if (failure) return failure
    await refresh()
  }
  const deleteItem = async (item: KanbanItem) => {
    const failure = await callErrors(kanbanApi.deleteItem(item.id), fallback)
    if (failure) return messageOf(failure)
    await refresh()
  }

  return {
    loaded,
    state,
    setBoards,
    error,
    clearError: () => setError(undefined),
    persistItems,
    persistBoards,
    addBoard,
    renameBoard,
    deleteBoard,
    addItem,
    saveItem,
    deleteItem,
  }
}
