import { Button, Card, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, DocumentTableRegular, PeopleSwapRegular, PersonFeedbackRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { listInterviews, STATES, type SelfInterview, type SelfInterviewQuery } from '../api'
import { paths } from '../../../config/paths'
import { BulkDialog } from './bulk-dialog'
import { CreateWizard } from './create-wizard'
import { InterviewsTable } from './interviews-table'
import { useListPageStyles } from '../../../components/list-page-styles'
import { RefreshingBar } from '../../../components/refreshing-bar'

type Query = NonNullable<SelfInterviewQuery>
const INITIAL: Query = { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' }

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
})

/** `YYYY-MM-DD` from a date input as the start (or end) of that day in UTC. */
const dayBound = (day: string, end: boolean) => (day ? `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : undefined)

/** /selfintermanager/SelfInterList: the organization's self-interviews, searched, filtered, sorted and paged by the service. */
export function SelfInterviewListPage() {
  const { t } = useTranslation('selfInterviews')
  const styles = { ...useListPageStyles(), ...useStyles() }
  const ability = useAppAbility()
  const [query, setQuery] = useState<Query>(INITIAL)
  const [dialog, setDialog] = useState<'create' | 'bulk' | null>(null)
  const list = useLoad((signal) => listInterviews(query, signal), [query], t('list.loadError'))
  const rows = list.data?.selfInterviews ?? []
  const patch = useCallback((change: Partial<Query>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [],
  )
  const canCreate = ability.can('create', 'SelfInterview')
  // Chosen to compare: kept across pages and filters (a set's candidates may be on several pages).
  const [chosen, setChosen] = useState<SelfInterview[]>([])
  const [, navigate] = useLocation()
  const toggle = useCallback(
    (row: SelfInterview) =>
      setChosen((c) => (c.some((x) => x.id === row.id) ? c.filter((x) => x.id !== row.id) : [...c, row])),
    [],
  )
  const compare = () =>
    navigate(
      `${paths.selfInterviews.compare.getHref()}?${chosen.map((c) => `ids=${encodeURIComponent(c.id)}`).join('&')}`,
    )
  const firstLoad = list.loading && !list.data && !list.error

  return (
    <div className={styles.root}>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <DebouncedSearch placeholder={t('list.search')} onSearch={onSearch} />
          <FilterDropdown
            label={t('list.stateFilter')}
            allLabel={t('list.allStates')}
            values={STATES}
            value={query.status}
            optionLabel={(v) => t(`state.${v}`)}
            onChange={(status) => patch({ status })}
          />
          <Field label={t('list.from')}>
            <Input type="date" onChange={(_, d) => patch({ from: dayBound(d.value, false) })} />
          </Field>
          <Field label={t('list.to')}>
            <Input type="date" onChange={(_, d) => patch({ to: dayBound(d.value, true) })} />
          </Field>
          <div className={styles.spacer} />
          {rows.length > 1 || chosen.length > 0 ? (
            <Button
              icon={<PeopleSwapRegular />}
              disabled={chosen.length < 2}
              title={chosen.length < 2 ? t('compare.selectHint') : undefined}
              onClick={compare}
              data-testid="compare-chosen"
            >
              {t('compare.button', { count: chosen.length })}
            </Button>
          ) : null}
          {canCreate && (
            <Button icon={<DocumentTableRegular />} onClick={() => setDialog('bulk')}>
              {t('list.bulk')}
            </Button>
          )}
          {canCreate && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog('create')}>
              {t('list.create')}
            </Button>
          )}
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && !firstLoad && <RefreshingBar className={styles.progress} />}
          {firstLoad ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState
              icon={<PersonFeedbackRegular className={styles.icon} />}
              title={t('list.empty')}
              hint={t('list.emptyHint')}
            />
          ) : (
            rows.length > 0 && (
              <InterviewsTable
                rows={rows}
                selection={{ chosen, onToggle: toggle }}
                query={query}
                onSort={(key) =>
                  patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' })
                }
              />
            )
          )}
        </div>
        <TablePagination
          page={query.page ?? 1}
          pageSize={query.itemsPerPage ?? 10}
          total={list.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
      <CreateWizard open={dialog === 'create'} onClose={() => setDialog(null)} onCreated={() => list.reload()} />
      <BulkDialog open={dialog === 'bulk'} onClose={() => setDialog(null)} onDone={() => list.reload()} />
    </div>
  )
}
