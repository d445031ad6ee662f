import { Card, makeStyles, ProgressBar, Subtitle1, tokens } from '@fluentui/react-components'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '../../../components/list-filters'
import { useListPageStyles } from '../../../components/list-page-styles'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { useLoad } from '../../../lib/use-load'
import { AcademyDashboard, getAcademy } from '../../sandbox-dashboards'
import { useUrlQuery } from '../shared/use-url-query'
import { listCourses, type CourseQuery, type CourseSortKey } from './academy-api'
import { CourseTable } from './course-table'

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
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
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
  const { t } = useTranslation('sandboxApps2')
  const styles = useStyles()
  const list = useListPageStyles()
  const summary = useLoad(getAcademy, [], t('loadError'))
  const [query, setQuery] = useUrlQuery<CourseQuery>(DEFAULTS, SPEC, ALLOWED)
  const courses = useLoad((signal) => listCourses(query, signal), [JSON.stringify(query)], t('loadError'))
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [setQuery],
  )
  const onSort = (key: CourseSortKey) =>
    setQuery((q) => ({ ...q, page: 1, sortBy: key, orderBy: q.sortBy === key && q.orderBy === 'asc' ? 'desc' : 'asc' }))
  const rows = courses.data?.courses ?? []

  return (
    <div className={styles.root}>
      <AcademyDashboard
        loaded={summary}
        header={<PageHeader title={t('academy.dashboardTitle')} subtitle={t('academy.dashboardSubtitle')} />}
      />
      <Card className={list.card}>
        <Subtitle1 as="h2">{t('academy.allCourses')}</Subtitle1>
        <div className={styles.toolbar}>
          <DebouncedSearch placeholder={t('academy.search')} onSearch={onSearch} initial={query.q} />
        </div>
        {courses.error && <ErrorState message={courses.error} onRetry={courses.reload} />}
        <div className={list.scroll} aria-busy={courses.loading}>
          {courses.loading && courses.data && <ProgressBar className={list.progress} thickness="medium" />}
          {!courses.data && courses.loading ? (
            <LoadingState />
          ) : rows.length === 0 && !courses.error ? (
            <EmptyState title={t('academy.empty')} hint={t('academy.emptyHint')} />
          ) : (
            rows.length > 0 && <CourseTable rows={rows} query={query} onSort={onSort} />
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={courses.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => setQuery((q) => ({ ...q, page: 1, itemsPerPage }))}
        />
      </Card>
    </div>
  )
}
