import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, ChatHelpRegular } from '@fluentui/react-icons'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { DebouncedSearch, FilterDropdown } from '../../components/list-filters'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { sortableHeader } from '../../components/sortable-header'
import { TablePagination } from '../../components/table-pagination'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { userDataAtom } from '../../lib/session-atoms'
import { listRequests, SUPPORT_CATEGORIES, SUPPORT_STATUSES, type SupportQuery } from './api'
import { NewRequestDialog } from './components/new-request-dialog'
import { RequestDrawer } from './components/request-drawer'
import { SupportStatusBadge } from './components/status-badge'
import { formatDateTime } from '../../lib/format-date'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  scroll: { overflowX: 'auto' },
  row: { cursor: 'pointer' },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

type SortKey = NonNullable<SupportQuery['sortBy']>

/** /main/SupportView: the caller's support requests (support staff: every organization's), one opened beside. */
export function SupportPage() {
  const { t, i18n } = useTranslation('support')
  const styles = useStyles()
  const ability = useAppAbility()
  const me = useAtomValue(userDataAtom)
  const staff = ability.can('manage', 'SupportRequest')
  const [query, setQuery] = useState<SupportQuery>({ page: 1, itemsPerPage: 10, sortBy: 'updatedAt', orderBy: 'desc' })
  const list = useLoad((signal) => listRequests(query, signal), [JSON.stringify(query)], t('error'))
  const [opened, setOpened] = useState<string | null>(new URLSearchParams(useSearch()).get('request'))
  const [creating, setCreating] = useState(false)
  const [notice, setNotice] = useState<string>()
  const patch = useCallback((change: Partial<SupportQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [],
  )
  const header = sortableHeader<SortKey>(query, (key) =>
    patch({ sortBy: key, orderBy: query.sortBy === key && query.orderBy === 'asc' ? 'desc' : 'asc' }),
  )
  const rows = list.data?.requests ?? []

  return (
    <div className={styles.root}>
      <PageHeader
        title={t('title')}
        subtitle={t(staff ? 'subtitleStaff' : 'subtitle')}
        actions={
          ability.can('create', 'SupportRequest') && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
              {t('new.open')}
            </Button>
          )
        }
      />
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <SectionCard title={t('listTitle')}>
        <div className={styles.toolbar}>
          <DebouncedSearch placeholder={t('search')} onSearch={onSearch} />
          <FilterDropdown
            label={t('filterStatus')}
            allLabel={t('allStatuses')}
            values={SUPPORT_STATUSES}
            value={query.status}
            optionLabel={(s) => t(`status.${s}`)}
            onChange={(status) => patch({ status })}
          />
          <FilterDropdown
            label={t('filterCategory')}
            allLabel={t('allCategories')}
            values={SUPPORT_CATEGORIES}
            value={query.category}
            optionLabel={(c) => t(`category.${c}`)}
            onChange={(category) => patch({ category })}
          />
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        {list.loading && !list.data && <LoadingState />}
        {list.data && rows.length === 0 && (
          <EmptyState icon={<ChatHelpRegular className={styles.icon} />} title={t('empty')} />
        )}
        {rows.length > 0 && (
          <div className={styles.scroll}>
            <Table aria-label={t('listTitle')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell {...header('subject')}>{t('col.subject')}</TableHeaderCell>
                  <TableHeaderCell>{t('col.category')}</TableHeaderCell>
                  <TableHeaderCell {...header('status')}>{t('col.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('col.requester')}</TableHeaderCell>
                  <TableHeaderCell {...header('updatedAt')}>{t('col.updated')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} className={styles.row} onClick={() => setOpened(r.id)}>
                    <TableCell>
                      <Button appearance="transparent" onClick={() => setOpened(r.id)}>
                        {r.subject}
                      </Button>
                    </TableCell>
                    <TableCell>{t(`category.${r.category}`)}</TableCell>
                    <TableCell>
                      <SupportStatusBadge status={r.status} />
                    </TableCell>
                    <TableCell>
                      {r.organization ? `${r.requester.name} · ${r.organization}` : r.requester.name}
                    </TableCell>
                    <TableCell>{formatDateTime(r.updatedAt, i18n.language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={list.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </SectionCard>
      {creating && (
        <NewRequestDialog
          onClose={() => setCreating(false)}
          onOpened={(r, notes) => {
            setCreating(false)
            setNotice([t('new.done'), ...notes].join(' '))
            list.reload()
            setOpened(r.id)
          }}
        />
      )}
      {opened && (
        <RequestDrawer
          id={opened}
          staff={staff}
          me={me?.id ?? ''}
          onClose={() => setOpened(null)}
          onChanged={list.reload}
        />
      )}
    </div>
  )
}
