import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', minWidth: 0 },
  end: { textAlign: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
})

export interface Column<T> {
  key: string
  label: string
  render: (row: T) => ReactNode
  numeric?: boolean
}

/** A small read-only table for a widget; it scrolls sideways inside its card on a phone instead of widening the page. */
export function SimpleTable<T>({
  rows,
  columns,
  rowKey,
  label,
}: {
  rows: T[]
  columns: Column<T>[]
  rowKey: (row: T) => string | number
  label: string
}) {
  const styles = useStyles()
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.key} className={c.numeric ? styles.end : undefined}>
                {c.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.key} className={c.numeric ? styles.end : undefined}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
