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
import { sortableHeader } from '../../../components/sortable-header'
import { paths } from '../../../config/paths'
import type { SelfInterview, SelfInterviewQuery, SelfInterviewSortKey } from '../api'
import { StateBadge } from './state-badge'

const useStyles = makeStyles({
  table: { minWidth: '760px' },
  muted: { color: tokens.colorNeutralForeground3 },
  pick: { width: '44px' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
})

function PickBox({ row, selection }: { row: SelfInterview; selection: CompareSelection }) {
  const { t } = useTranslation('selfInterviews')
  const checked = selection.chosen.some((c) => c.id === row.id)
  const first = selection.chosen[0]
  const otherSet = !checked && first !== undefined && setKeyOf(first) !== setKeyOf(row)
  const full = !checked && selection.chosen.length >= MAX_COMPARED
  return (
    <Checkbox
      checked={checked}
      disabled={otherSet || full}
      title={otherSet ? t('compare.otherSet') : undefined}
      aria-label={t('compare.select', { name: row.candidateName })}
      onChange={() => selection.onToggle(row)}
    />
  )
}

/** Interviews chosen to compare: at most 4, all of one question set (the first one chosen). */
export interface CompareSelection {
  chosen: SelfInterview[]
  onToggle: (row: SelfInterview) => void
}

export const MAX_COMPARED = 4
/** The question set an interview is of: its template, or its name for one whose template was deleted. */
export const setKeyOf = (r: SelfInterview) => r.questionSet.id ?? `name:${r.questionSet.name}`

export function InterviewsTable({
  rows,
  query,
  onSort,
  selection,
}: {
  rows: SelfInterview[]
  query: NonNullable<SelfInterviewQuery>
  onSort: (key: NonNullable<SelfInterviewSortKey>) => void
  selection?: CompareSelection
}) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const sortable = sortableHeader(query, onSort)
  return (
    <Table className={styles.table} aria-label={t('list.title')}>
      <TableHeader>
        <TableRow>
          {selection && (
            <TableHeaderCell className={styles.pick}>
              <span className={styles.hidden}>{t('compare.selectHint')}</span>
            </TableHeaderCell>
          )}
          <TableHeaderCell {...sortable('candidateName')}>{t('columns.candidate')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.questionSet')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.progress')}</TableHeaderCell>
          <TableHeaderCell {...sortable('state')}>{t('columns.state')}</TableHeaderCell>
          <TableHeaderCell {...sortable('expiresAt')}>{t('columns.expires')}</TableHeaderCell>
          <TableHeaderCell {...sortable('createdAt')}>{t('columns.created')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            {selection && (
              <TableCell className={styles.pick}>
                <PickBox row={r} selection={selection} />
              </TableCell>
            )}
            <TableCell>
              <Link href={paths.selfInterviews.detail.getHref({ id: r.id })} asChild>
                <FluentLink>{r.candidateName}</FluentLink>
              </Link>
              <div className={styles.muted}>{r.candidateEmail}</div>
            </TableCell>
            <TableCell>{r.questionSet.name}</TableCell>
            <TableCell>{t('list.answered', { answered: r.answeredCount, total: r.questionCount })}</TableCell>
            <TableCell>
              <StateBadge state={r.state} />
            </TableCell>
            <TableCell className={styles.muted}>{date.format(new Date(r.expiresAt))}</TableCell>
            <TableCell className={styles.muted}>{date.format(new Date(r.createdAt))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
