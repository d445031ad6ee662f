import { makeStyles, TableHeaderCell, tokens } from '@fluentui/react-components'
import { useRef, type DragEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_WIDTH, MIN_WIDTH } from './table-state'

const useStyles = makeStyles({
  cell: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset 0 -1px 0 ${tokens.colorNeutralStroke2}`,
  },
  dragOver: { boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  handle: {
    position: 'absolute',
    insetInlineEnd: 0,
    top: 0,
    bottom: 0,
    width: '8px',
    cursor: 'col-resize',
    touchAction: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralStroke1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
})

interface ColumnHeaderProps {
  columnKey: string
  label: string
  width: number
  sortDirection?: 'ascending' | 'descending'
  onSort?: () => void
  onResize: (width: number) => void
  /** A column dropped on this one takes its place. */
  onDropColumn: (key: string) => void
  dragOver: boolean
  onDragOverChange: (over: boolean) => void
  children?: ReactNode
}

const STEP = 16
const DRAG_TYPE = 'application/x-debrief-column'

/**
 * A data-table header: click to sort, drag to reorder (the toolbar's Columns menu does the same from the
 * keyboard), and a separator at its end that resizes by pointer or by the arrow keys.
 */
export function ColumnHeader({
  columnKey,
  label,
  width,
  sortDirection,
  onSort,
  onResize,
  onDropColumn,
  dragOver,
  onDragOverChange,
}: ColumnHeaderProps) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const start = useRef<{ x: number; width: number; rtl: boolean } | undefined>(undefined)
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault()
    e.stopPropagation()
    e.currentTarget.setPointerCapture(e.pointerId)
    start.current = { x: e.clientX, width, rtl: getComputedStyle(e.currentTarget).direction === 'rtl' }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current
    if (s) onResize(s.width + (s.rtl ? s.x - e.clientX : e.clientX - s.x))
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const grow = e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
    const shrink = e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
    if (!grow && !shrink) return
    e.preventDefault()
    onResize(width + (grow ? STEP : -STEP))
  }
  const drag = {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(DRAG_TYPE, columnKey)
      e.dataTransfer.effectAllowed = 'move'
    },
    onDragOver: (e: DragEvent) => {
      if (e.dataTransfer.types.includes(DRAG_TYPE)) {
        e.preventDefault()
        onDragOverChange(true)
      }
    },
    onDragLeave: () => onDragOverChange(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault()
      onDragOverChange(false)
      const key = e.dataTransfer.getData(DRAG_TYPE)
      if (key && key !== columnKey) onDropColumn(key)
    },
  }
  return (
    <TableHeaderCell
      {...drag}
      className={dragOver ? `${styles.cell} ${styles.dragOver}` : styles.cell}
      style={{ width, minWidth: width, maxWidth: width }}
      sortable={!!onSort}
      sortDirection={sortDirection}
      onClick={onSort}
      aside={
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('dataTable.resize', { column: label })}
          tabIndex={0}
          aria-valuenow={width}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          className={styles.handle}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (start.current = undefined)}
          onKeyDown={onKeyDown}
          onClick={(e) => e.stopPropagation()}
        />
      }
    >
      {label}
    </TableHeaderCell>
  )
}
