import { Card, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { DataTable, bindListQuery, loadStateOf } from '../../../components/data-table/data-table'
import { useListPageStyles } from '../../../components/list-page-styles'
import { PageHeader } from '../../../components/page-header'
import { useLoad } from '../../../lib/use-load'
import { AcademyDashboard, getAcademy } from '../../sandbox-dashboards'
import { useUrlQuery } from '../shared/use-url-query'
import { listCourses, type CourseQuery } from './academy-api'
import { useCourseColumns } from './course-columns'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1440px',
    width: '100%',
    margin: '0 auto',
    minWidth: 0,
  },
})

const DEFAULTS: CourseQuery = { page: 1, itemsPerPage: 5 }
const SPEC = {
  q: 'string',
  label: 'string',
  hideCompleted: 'boolean',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const
const ALLOWED = { sortBy: ['courseName', 'progress'], orderBy: ['asc', 'desc'] }

/** /apps/academy/dashboard: the academy dashboard's widgets (progress, time spent, topic interest), then every course, searched and paged by the service. */
export function AcademyDashboardPage() {
  const { t } = useTranslation('sandboxAcademy')
  const styles = useStyles()
  const list = useListPageStyles()
  const summary = useLoad(getAcademy, [], t('loadError'))
  const [query, setQuery] = useUrlQuery<CourseQuery>(DEFAULTS, SPEC, ALLOWED)
  const courses = useLoad((signal) => listCourses(query, signal), [JSON.stringify(query)], t('loadError'))
  const columns = useCourseColumns()

  return (
    <div className={styles.root}>
      <AcademyDashboard
        loaded={summary}
        header={<PageHeader title={t('dashboardTitle')} subtitle={t('dashboardSubtitle')} />}
      />
      <Card className={list.card}>
        <Subtitle1 as="h2">{t('allCourses')}</Subtitle1>
        <DataTable
          label={t('courseTable')}
          columns={columns}
          rows={courses.data?.courses}
          total={courses.data?.total ?? 0}
          rowKey={(c) => String(c.id)}
          {...bindListQuery(query, setQuery)}
          {...loadStateOf(courses)}
          emptyText={t('empty')}
          emptyHint={t('emptyHint')}
          searchPlaceholder={t('search')}
        />
      </Card>
    </div>
  )
}
