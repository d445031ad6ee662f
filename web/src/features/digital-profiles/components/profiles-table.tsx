import {
  Avatar,
  Badge,
  Link as FluentLink,
  makeStyles,
  mergeClasses,
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
import type { ProfileQuery, ProfileSortKey, ProfileSummary } from '../api'
import { sortableHeader } from '../../../components/sortable-header'
import { initialsOf } from '../../../lib/initials'

const useStyles = makeStyles({
  table: { minWidth: '960px' },
  // Fluent's table lays columns out fixed: the person and the role get the room, counts and dates little.
  colName: { width: '28%' },
  colRole: { width: '22%' },
  colTags: { width: '18%' },
  colCount: { width: '9%' },
  colDate: { width: '11.5%' },
  person: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
  tags: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

const MAX_TAGS = 3

export function ProfilesTable({
  rows,
  query,
  onSort,
}: {
  rows: ProfileSummary[]
  query: ProfileQuery
  onSort: (key: ProfileSortKey) => void
}) {
  const { t, i18n } = useTranslation('profiles')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  const sortable = sortableHeader(query, onSort)
  return (
    <Table className={styles.table} aria-label={t('title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.colName} {...sortable('fullName')}>
            {t('columns.name')}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colRole}>{t('columns.role')}</TableHeaderCell>
          <TableHeaderCell className={styles.colTags}>{t('columns.tags')}</TableHeaderCell>
          <TableHeaderCell className={styles.colCount} {...sortable('reportCount')}>
            {t('columns.reports')}
          </TableHeaderCell>
          <TableHeaderCell className={styles.colDate}>{t('columns.lastReport')}</TableHeaderCell>
          <TableHeaderCell className={styles.colDate} {...sortable('updatedAt')}>
            {t('columns.updated')}
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <div className={styles.person}>
                <Avatar name={p.fullName} initials={initialsOf(p.fullName)} size={32} color="colorful" aria-hidden />
                <div className={styles.text}>
                  <Link href={paths.digitalProfiles.detail.getHref({ id: p.id })} asChild>
                    <FluentLink className={styles.name}>{p.fullName}</FluentLink>
                  </Link>
                  {p.email && (
                    <span className={mergeClasses(styles.line, styles.sub)} title={p.email}>
                      {p.email}
                    </span>
                  )}
                </div>
              </div>
            </TableCell>
            <TableCell>
              {p.title || p.company ? (
                <div className={styles.text}>
                  <span className={styles.line} title={p.title ?? undefined}>
                    {p.title ?? '—'}
                  </span>
                  {p.company && (
                    <span className={mergeClasses(styles.line, styles.sub)} title={p.company}>
                      {p.company}
                    </span>
                  )}
                </div>
              ) : (
                <span className={styles.muted}>—</span>
              )}
            </TableCell>
            <TableCell>
              <span className={styles.tags}>
                {p.tags.slice(0, MAX_TAGS).map((tag) => (
                  <Badge key={tag} appearance="tint" color="brand" shape="rounded">
                    {tag}
                  </Badge>
                ))}
                {p.tags.length > MAX_TAGS && (
                  <Badge appearance="outline" color="informative" shape="rounded">
                    +{p.tags.length - MAX_TAGS}
                  </Badge>
                )}
                {p.tags.length === 0 && <span className={styles.muted}>—</span>}
              </span>
            </TableCell>
            <TableCell>{p.reportCount}</TableCell>
            <TableCell className={styles.muted}>
              {p.lastReportAt ? date.format(new Date(p.lastReportAt)) : t('noReports')}
            </TableCell>
            <TableCell className={styles.muted}>{date.format(new Date(p.updatedAt))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
