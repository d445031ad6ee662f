import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanItem, KanbanState } from './kanban-api'
import { parseKey } from './kanban-keys'
import { boardOfItem } from './kanban-moves'

/** What a screen reader hears while an item or a board is dragged, in the screen's language. */
export function useDragAnnouncements(
  state: KanbanState | undefined,
  items: Map<number, KanbanItem>,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation('sandboxKanban')
  return useMemo(() => {
    const boards = state?.boards ?? []
    const name = (key: string | number) => {
      const parsed = parseKey(key)
      if (!parsed) return ''
      return parsed.kind === 'board'
        ? (boards.find((b) => b.id === parsed.id)?.title ?? '')
        : (items.get(parsed.id)?.title ?? '')
    }
    const where = (key: string | number) => {
      const parsed = parseKey(key)
      if (!parsed) return ''
      return parsed.kind === 'board' ? name(key) : (boardOfItem(boards, parsed.id)?.title ?? '')
    }
    return {
      screenReaderInstructions: { draggable: t('dragInstructions') },
      announcements: {
        onDragStart: ({ active }) => t('pickedUp', { name: name(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('movedOver', { name: name(active.id), board: where(over.id) })
            : t('notOver', { name: name(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('dropped', { name: name(active.id), board: where(over.id) })
            : t('cancelled', { name: name(active.id) }),
        onDragCancel: ({ active }) => t('cancelled', { name: name(active.id) }),
      },
    }
  }, [state, items, t])
}
