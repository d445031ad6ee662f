import {
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
})

export function InterviewsTable({
  rows,
  query,
  onSort,
}: {
  rows: SelfInterview[]
  query: NonNullable<SelfInterviewQuery>
  onSort: (key: NonNullable<SelfInterviewSortKey>) => void
}) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const sortable = sortableHeader(query, onSort)
  return (
    <Table className={styles.table} aria-label={t('list.title')}>
      <TableHeader>
        <TableRow>
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
