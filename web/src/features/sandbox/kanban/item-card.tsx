import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
  Avatar,
  AvatarGroup,
  AvatarGroupItem,
  Badge,
  Caption1,
  Card,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components'
import { AttachRegular, CalendarRegular, CommentRegular } from '@fluentui/react-icons'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanItem } from './kanban-api'
import { itemKey } from './kanban-keys'

const useStyles = makeStyles({
  card: {
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    touchAction: 'manipulation',
  },
  movable: { cursor: 'grab' },
  dragging: { opacity: 0.4 },
  labels: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
})

/** One item: drag it with the pointer, or focus it and press Space to pick it up and the arrows to move it; Enter opens it. */
export function ItemCard({
  item,
  movable,
  onOpen,
}: {
  item: KanbanItem
  /** False for a read-only account: a plain card, no drag wiring, grab cursor or "movable item" role. */
  movable: boolean
  onOpen: (item: KanbanItem) => void
}) {
  const { t, i18n } = useTranslation('sandboxKanban')
  const styles = useStyles()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: itemKey(item.id),
    data: { type: 'item' },
    disabled: !movable,
  })
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') return onOpen(item)
    listeners?.onKeyDown?.(event)
  }
  const due = item.dueDate
    ? new Date(`${item.dueDate}T00:00:00`).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' })
    : null
  return (
    <Card
      ref={setNodeRef}
      className={mergeClasses(styles.card, movable && styles.movable, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...(movable && { ...attributes, ...listeners, onKeyDown, onClick: () => onOpen(item) })}
      aria-roledescription={movable ? t('draggableItem') : undefined}
      data-testid={`kanban-item-${item.id}`}
    >
      {item.labels.length > 0 && (
        <div className={styles.labels}>
          {item.labels.map((label) => (
            <Badge key={label} appearance="tint" color="informative" shape="rounded">
              {label}
            </Badge>
          ))}
        </div>
      )}
      <Text weight="semibold" data-testid="kanban-item-title" dir="auto">
        {item.title}
      </Text>
      <div className={styles.footer}>
        <div className={styles.meta}>
          {due && (
            <span className={styles.metaItem}>
              <CalendarRegular aria-hidden />
              <Caption1>{due}</Caption1>
            </span>
          )}
          <span className={styles.metaItem} title={t('attachments')}>
            <AttachRegular aria-hidden />
            <Caption1>{item.attachments}</Caption1>
          </span>
          <span className={styles.metaItem} title={t('commentsCount')}>
            <CommentRegular aria-hidden />
            <Caption1>{item.commentsCount}</Caption1>
          </span>
        </div>
        {item.members.length > 0 && (
          <AvatarGroup size={24} layout="stack" aria-label={t('members')}>
            {item.members.slice(0, 3).map((m) => (
              <AvatarGroupItem key={m.name} name={m.name} />
            ))}
          </AvatarGroup>
        )}
      </div>
    </Card>
  )
}

/** The drag overlay's picture of an item (no sortable wiring). */
export function ItemGhost({ item }: { item: KanbanItem }) {
  const styles = useStyles()
  return (
    <Card className={styles.card} data-testid="kanban-ghost">
      <Text weight="semibold">{item.title}</Text>
      <div className={styles.meta}>
        {item.members.slice(0, 3).map((m) => (
          <Avatar key={m.name} size={20} name={m.name} />
        ))}
      </div>
    </Card>
  )
}
