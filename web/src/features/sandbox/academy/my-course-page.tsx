import { Card, Dropdown, makeStyles, Option, Switch, tokens } from '@fluentui/react-components'
import { useCallback, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { useListPageStyles } from '../../../components/list-page-styles'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { useLoad } from '../../../lib/use-load'
import { SandboxPage } from '../shared/sandbox-page'
import { useUrlQuery } from '../shared/use-url-query'
import { COURSE_LABELS, listCourses, type CourseLabel, type CourseQuery } from './academy-api'
import { CourseCard } from './course-card'
import { RefreshingBar } from '../../../components/refreshing-bar'

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  sort: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    position: 'relative',
  },
})

const SORTS = ['courseName-asc', 'courseName-desc', 'progress-asc', 'progress-desc'] as const
type SortChoice = (typeof SORTS)[number]
const DEFAULTS: CourseQuery = { page: 1, itemsPerPage: 10 }
const SPEC = {
  q: 'string',
  label: 'string',
  hideCompleted: 'boolean',
  page: 'number',
  itemsPerPage: 'number',
  sortBy: 'string',
  orderBy: 'string',
} as const
const ALLOWED = { label: COURSE_LABELS, sortBy: ['courseName', 'progress'], orderBy: ['asc', 'desc'] }

/** /apps/academy/my-course: the courses as cards, filtered by label, search and "hide completed", sorted and paged by the service. */
export function MyCoursePage() {
  const { t } = useTranslation('sandboxAcademy')
  const styles = useStyles()
  const list = useListPageStyles()
  const sortId = useId()
  const [query, setQuery] = useUrlQuery<CourseQuery>(DEFAULTS, SPEC, ALLOWED)
  const courses = useLoad((signal) => listCourses(query, signal), [JSON.stringify(query)], t('loadError'))
  const patch = (change: Partial<CourseQuery>) => setQuery((q) => ({ ...q, page: 1, ...change }))
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [setQuery],
  )
  const sort: SortChoice | undefined = query.sortBy ? `${query.sortBy}-${query.orderBy ?? 'asc'}` : undefined
  const rows = courses.data?.courses ?? []

  return (
    <SandboxPage
      title={t('myCoursesTitle')}
      subtitle={courses.data ? t('myCoursesSubtitle', { count: courses.data.totalCourse }) : undefined}
    >
      <Card className={list.card}>
        <div className={styles.toolbar}>
          <FilterDropdown
            label={t('label')}
            allLabel={t('labels.All Courses')}
            values={COURSE_LABELS.slice(1) as CourseLabel[]}
            value={query.label}
            optionLabel={(v) => t(`labels.${v}`)}
            onChange={(label) => patch({ label })}
          />
          <div className={styles.sort}>
            <label id={sortId}>{t('sortBy')}</label>
            <Dropdown
              aria-labelledby={sortId}
              value={sort ? t(`sorts.${sort}`) : t('sorts.default')}
              selectedOptions={[sort ?? 'default']}
              onOptionSelect={(_, d) => {
                const [sortBy, orderBy] = (d.optionValue ?? 'default').split('-') as [
                  CourseQuery['sortBy'],
                  CourseQuery['orderBy'],
                ]
                patch(d.optionValue === 'default' ? { sortBy: undefined, orderBy: undefined } : { sortBy, orderBy })
              }}
            >
              <Option value="default">{t('sorts.default')}</Option>
              {SORTS.map((s) => (
                <Option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </Option>
              ))}
            </Dropdown>
          </div>
          <Switch
            label={t('hideCompleted')}
            checked={!!query.hideCompleted}
            onChange={(_, d) => patch({ hideCompleted: d.checked || undefined })}
          />
        </div>
        <div className={styles.toolbar}>
          <DebouncedSearch placeholder={t('search')} onSearch={onSearch} initial={query.q} />
        </div>
        {courses.error && <ErrorState message={courses.error} onRetry={courses.reload} />}
        <div aria-busy={courses.loading}>
          {courses.loading && courses.data && <RefreshingBar />}
          {!courses.data && courses.loading ? (
            <LoadingState />
          ) : rows.length === 0 && !courses.error ? (
            <EmptyState title={t('empty')} hint={t('emptyHint')} />
          ) : (
            <div className={styles.grid} role="list" aria-label={t('courseCards')}>
              {rows.map((c) => (
                <CourseCard key={c.id} course={c} />
              ))}
            </div>
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={courses.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
    </SandboxPage>
  )
}
