import {
  Checkbox,
  Link as FluentLink,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { Meeting, MeetingQuery, MeetingSortKey } from '../api'
import { breakpoints } from '../../../theme/breakpoints'
import { useMediaQuery } from '../../../theme/use-media-query'
import { MeetingCards } from './meeting-cards'
import { MeetingStatusBadge } from './meeting-status-badge'
import { sortableHeader } from '../../../components/sortable-header'

const useStyles = makeStyles({
  table: { minWidth: '760px' },
  check: { width: '44px' },
  muted: { color: tokens.colorNeutralForeground3 },
})

interface MeetingsTableProps {
  rows: Meeting[]
  query: MeetingQuery
  selected: Set<string>
  onSort: (key: MeetingSortKey) => void
  /** Absent when the user may not delete: no checkboxes then. */
  onSelect?: (ids: string[], checked: boolean) => void
}

export function MeetingsTable({ rows, query, selected, onSort, onSelect }: MeetingsTableProps) {
  const { t, i18n } = useTranslation('meetings')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const sortable = sortableHeader(query, onSort)
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const someChecked = rows.some((r) => selected.has(r.id))
  // Below 600 px the table becomes stacked cards, so the status is never hidden behind a sideways scroll.
  const narrow = useMediaQuery(`(max-width: ${breakpoints.sm - 1}px)`)
  if (narrow) return <MeetingCards rows={rows} selected={selected} onSelect={onSelect} />

  return (
    <Table className={styles.table} aria-label={t('title')}>
      <TableHeader>
        <TableRow>
          {onSelect && (
            <TableHeaderCell className={styles.check}>
              <Checkbox
                aria-label={t('selectAll')}
                checked={allChecked ? true : someChecked ? 'mixed' : false}
                onChange={(_, d) =>
                  onSelect(
                    rows.map((r) => r.id),
                    Boolean(d.checked),
                  )
                }
              />
            </TableHeaderCell>
          )}
          <TableHeaderCell {...sortable('title')}>{t('columns.title')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.kind')}</TableHeaderCell>
          <TableHeaderCell {...sortable('scheduledAt')}>{t('columns.scheduledAt')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.participants')}</TableHeaderCell>
          <TableHeaderCell {...sortable('status')}>{t('columns.status')}</TableHeaderCell>
          <TableHeaderCell {...sortable('createdAt')}>{t('columns.created')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((m) => (
          <TableRow key={m.id}>
            {onSelect && (
              <TableCell>
                <Checkbox
                  aria-label={t('selectRow', { title: m.title })}
                  checked={selected.has(m.id)}
                  onChange={(_, d) => onSelect([m.id], Boolean(d.checked))}
                />
              </TableCell>
            )}
            <TableCell>
              <Link href={paths.meetings.detail.getHref({ id: m.id })} asChild>
                <FluentLink>{m.title}</FluentLink>
              </Link>
            </TableCell>
            <TableCell>{t(`kind.${m.kind}`)}</TableCell>
            <TableCell>{date.format(new Date(m.scheduledAt))}</TableCell>
            <TableCell className={styles.muted}>{m.participants.map((p) => p.name).join(', ') || '—'}</TableCell>
            <TableCell>
              <MeetingStatusBadge status={m.status} />
            </TableCell>
            <TableCell className={styles.muted}>{date.format(new Date(m.createdAt))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
