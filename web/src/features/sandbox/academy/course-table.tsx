import {
  Avatar,
  Caption1,
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { sortableHeader } from '../../../components/sortable-header'
import { progressOf, type Course, type CourseSortKey } from './academy-api'

const useStyles = makeStyles({
  table: { minWidth: '640px', tableLayout: 'auto' },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '140px' },
  bar: { flexGrow: 1 },
  nowrap: { whiteSpace: 'nowrap' },
})

/** The academy dashboard's course rows: the service sorts by name or progress; the headers only ask. */
export function CourseTable({
  rows,
  query,
  onSort,
}: {
  rows: Course[]
  query: { sortBy?: CourseSortKey; orderBy?: 'asc' | 'desc' }
  onSort: (key: CourseSortKey) => void
}) {
  const { t, i18n } = useTranslation('sandboxApps2')
  const styles = useStyles()
  const sort = sortableHeader(query, onSort)
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <Table className={styles.table} aria-label={t('academy.courseTable')} sortable>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sort('courseName')}>{t('academy.columns.course')}</TableHeaderCell>
          <TableHeaderCell>{t('academy.columns.time')}</TableHeaderCell>
          <TableHeaderCell {...sort('progress')}>{t('academy.columns.progress')}</TableHeaderCell>
          <TableHeaderCell>{t('academy.columns.students')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((c) => {
          const percent = progressOf(c)
          return (
            <TableRow key={c.id}>
              <TableCell>
                <div className={styles.person}>
                  <Avatar name={c.user} size={32} color="colorful" />
                  <div className={styles.names}>
                    <Text weight="semibold">{c.courseTitle}</Text>
                    <Caption1 className={styles.muted}>{t('academy.byTutor', { name: c.user })}</Caption1>
                  </div>
                </div>
              </TableCell>
              <TableCell>{c.time}</TableCell>
              <TableCell>
                <div className={styles.progress}>
                  <ProgressBar
                    className={styles.bar}
                    value={percent / 100}
                    thickness="large"
                    aria-label={t('academy.progressOf', { title: c.courseTitle, percent })}
                  />
                  <Caption1 className={styles.nowrap}>
                    {t('academy.tasks', { done: c.completedTasks, total: c.totalTasks })}
                  </Caption1>
                </div>
              </TableCell>
              <TableCell>{number.format(c.userCount)}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
