import { Button, Card } from '@fluentui/react-components'
import { AddRegular, SettingsRegular, SparkleRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { TablePagination } from '../../components/table-pagination'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { getLlmSettings, listRuns, type LlmRunListItem, type RunQuery, type RunSortKey } from './api'
import { DeleteRunDialog } from './components/delete-run-dialog'
import { ModelSettingsDialog } from './components/model-settings-dialog'
import { RerunDialog } from './components/rerun-dialog'
import { RunsTable } from './components/runs-table'
import { RunsToolbar } from './components/runs-toolbar'
import { useListPageStyles } from '../../components/list-page-styles'
import { RefreshingBar } from '../../components/refreshing-bar'

const INITIAL: RunQuery = { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' }

/** /LLM_report/LLMReportList: every summary run, with tokens, cost and duration; searched, filtered, sorted and paged by the service. */
export function LlmReportListPage() {
  const { t } = useTranslation('llm')
  const styles = useListPageStyles()
  const ability = useAppAbility()
  const [, navigate] = useLocation()
  const [query, setQuery] = useState<RunQuery>(INITIAL)
  const list = useLoad((signal) => listRuns(query, signal), [query], t('list.loadError'))
  const settings = useLoad((signal) => getLlmSettings(signal), [], t('settings.loadError'))
  const [rerun, setRerun] = useState<LlmRunListItem | null>(null)
  const [remove, setRemove] = useState<LlmRunListItem | null>(null)
  // ?settings=1 opens Model settings: the summarizer's "no model" hint links here.
  const search = useSearch()
  const canConfigure = ability.can('update', 'LlmRun')
  const [settingsOpen, setSettingsOpen] = useState(() => canConfigure && new URLSearchParams(search).has('settings'))
  const rows = list.data?.runs ?? []
  const patch = useCallback((change: Partial<RunQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [],
  )
  const onSort = (key: RunSortKey) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' })
  const firstLoad = list.loading && !list.data && !list.error
  const canCreate = ability.can('create', 'LlmRun')
  const newButton = canCreate && (
    <Link href={paths.llm.summarize.getHref()} asChild>
      <Button appearance="primary" icon={<AddRegular />}>
        {t('list.new')}
      </Button>
    </Link>
  )
  return (
    <div className={styles.root}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            {canConfigure && (
              <Button icon={<SettingsRegular />} onClick={() => setSettingsOpen(true)}>
                {t('settings.title')}
              </Button>
            )}
            {newButton}
          </>
        }
      />
      <Card className={styles.card}>
        <RunsToolbar query={query} onSearch={onSearch} onPatch={patch} />
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && !firstLoad && <RefreshingBar className={styles.progress} />}
          {firstLoad ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState
              icon={<SparkleRegular className={styles.icon} />}
              title={t('list.empty')}
              hint={t('list.emptyHint')}
              action={newButton}
            />
          ) : (
            rows.length > 0 && (
              <RunsTable
                rows={rows}
                query={query}
                onSort={onSort}
                onRerun={canCreate ? setRerun : undefined}
                onDelete={ability.can('delete', 'LlmRun') ? setRemove : undefined}
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
      <RerunDialog
        run={rerun}
        llmReady={Boolean(settings.data?.effective.configured)}
        onClose={() => setRerun(null)}
        onDone={(id) => navigate(paths.llm.detail.getHref({ id }))}
      />
      <ModelSettingsDialog
        open={settingsOpen}
        settings={settings.data}
        onClose={() => setSettingsOpen(false)}
        onSaved={() => {
          setSettingsOpen(false)
          settings.reload()
        }}
      />
      <DeleteRunDialog
        run={remove}
        onClose={() => setRemove(null)}
        onDeleted={() => {
          setRemove(null)
          list.reload()
        }}
      />
    </div>
  )
}
