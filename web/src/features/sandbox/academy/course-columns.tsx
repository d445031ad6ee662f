import { Avatar, Caption1, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table/data-table'
import { progressOf, type Course } from './academy-api'

const useStyles = makeStyles({
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  bar: { flexGrow: 1 },
  nowrap: { whiteSpace: 'nowrap' },
})

/** The academy dashboard's course columns: the service sorts by name or progress. */
export function useCourseColumns(): DataTableColumn<Course>[] {
  const { t, i18n } = useTranslation('sandboxAcademy')
  const styles = useStyles()
  const number = new Intl.NumberFormat(i18n.language)
  return [
    {
      key: 'courseName',
      label: t('columns.course'),
      value: (c) => c.courseTitle,
      sortable: true,
      width: 300,
      render: (c) => (
        <div className={styles.person}>
          <Avatar name={c.user} size={32} color="colorful" />
          <div className={styles.names}>
            <Text weight="semibold">{c.courseTitle}</Text>
            <Caption1 className={styles.muted}>{t('byTutor', { name: c.user })}</Caption1>
          </div>
        </div>
      ),
    },
    { key: 'time', label: t('columns.time'), value: (c) => c.time, width: 120 },
    {
      key: 'progress',
      label: t('columns.progress'),
      value: (c) => `${progressOf(c)}%`,
      sortable: true,
      width: 220,
      render: (c) => (
        <div className={styles.progress}>
          <ProgressBar
            className={styles.bar}
            value={progressOf(c) / 100}
            thickness="large"
            aria-label={t('progressOf', { title: c.courseTitle, percent: progressOf(c) })}
          />
          <Caption1 className={styles.nowrap}>{t('tasks', { done: c.completedTasks, total: c.totalTasks })}</Caption1>
        </div>
      ),
    },
    { key: 'students', label: t('columns.students'), value: (c) => number.format(c.userCount), width: 120 },
  ]
}
