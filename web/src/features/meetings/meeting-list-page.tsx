import { Button, Card, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { CalendarLtrRegular, DismissRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { TablePagination } from '../../components/table-pagination'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { LandingOverview } from '../analysis'
import type { MeetingQuery, MeetingSortKey } from './api'
import { CreateMeetingDialog } from './components/create-meeting-dialog'
import { DeleteMeetingsDialog } from './components/delete-meetings-dialog'
import { MeetingsTable } from './components/meetings-table'
import { MeetingsToolbar } from './components/meetings-toolbar'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useMeetingList } from './use-meeting-list'
import { useListPageStyles } from '../../components/list-page-styles'
import { RefreshingBar } from '../../components/refreshing-bar'

/** About one table row (45–81 px) or one phone card: what a loading page of rows reserves per row. */
const ROW_HEIGHT = 56

/** /meetings/MeetingList: every meeting of the organization, searched, filtered, sorted and paged by the service. */
export function MeetingListPage() {
  const { t } = useTranslation('meetings')
  const styles = useListPageStyles()
  const ability = useAppAbility()
  const [, navigate] = useLocation()
  const list = useMeetingList(t('loadError'))
  const { query, setQuery } = list
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [dialog, setDialog] = useState<'create' | 'delete' | null>(null)
  const [notice, setNotice] = useState<string>()

  const patch = useCallback(
    (change: Partial<MeetingQuery>) => {
      setSelected(new Set())
      setQuery((q) => ({ ...q, page: 1, ...change }))
    },
    [setQuery],
  )
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [setQuery],
  )
  const onSort = (key: MeetingSortKey) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' })
  const onSelect = (ids: string[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      ids.forEach((id) => (checked ? next.add(id) : next.delete(id)))
      return next
    })
  const canDelete = ability.can('delete', 'Meeting')

  const firstLoad = list.loading && !list.data && !list.error
  return (
    <div className={styles.root}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <LandingOverview />
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('close', { ns: 'common' })}
                onClick={() => setNotice(undefined)}
              />
            }
          />
        </MessageBar>
      )}
      <Card className={styles.card}>
        <MeetingsToolbar
          status={query.status}
          kind={query.kind}
          selected={selected.size}
          onSearch={onSearch}
          onStatus={(status) => patch({ status })}
          onKind={(kind) => patch({ kind })}
          onCreate={ability.can('create', 'Meeting') ? () => setDialog('create') : undefined}
          onDeleteSelected={canDelete ? () => setDialog('delete') : undefined}
        />
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll} aria-busy={list.loading}>
          {list.loading && !firstLoad && <RefreshingBar className={styles.progress} />}
          {firstLoad ? (
            // The height of the page of rows on its way, so the pagination and the footer do not jump down.
            <div style={{ minHeight: `${Math.min(query.itemsPerPage, 20) * ROW_HEIGHT}px`, display: 'grid' }}>
              <LoadingState />
            </div>
          ) : list.rows.length === 0 && !list.error ? (
            <EmptyState
              icon={<CalendarLtrRegular className={styles.icon} />}
              title={t('empty')}
              hint={t('emptyHint')}
            />
          ) : (
            list.rows.length > 0 && (
              <MeetingsTable
                rows={list.rows}
                query={query}
                selected={selected}
                onSort={onSort}
                onSelect={canDelete ? onSelect : undefined}
              />
            )
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={list.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
      <CreateMeetingDialog
        open={dialog === 'create'}
        onClose={() => setDialog(null)}
        onCreated={(m) => navigate(`${paths.meetings.detail.getHref({ id: m.id })}?created=1`)}
      />
      {dialog === 'delete' && (
        <DeleteMeetingsDialog
          ids={[...selected]}
          onClose={() => setDialog(null)}
          onDeleted={(count) => {
            setDialog(null)
            setSelected(new Set())
            setNotice(t('deleteDialog.deleted', { count }))
            list.reload()
          }}
        />
      )}
    </div>
  )
}
