import {
  Button,
  Card,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, DismissRegular, ServerRegular } from '@fluentui/react-icons'
import { subject } from '@casl/ability'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { TablePagination } from '../../components/table-pagination'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import {
  listOpenAlerts,
  listServers,
  STATUSES,
  testServer,
  updateServer,
  type BbbServer,
  type BbbServerQuery,
  type BbbServerStatus,
} from './api'
import { ServerAlerts } from './components/server-alerts'
import { ServerDialog } from './components/server-dialog'
import { ServersTable, type ServerAction } from './components/servers-table'
import { usePollReload } from './use-poll-reload'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  scroll: { overflowX: 'auto', minHeight: '120px' },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
})

const INITIAL: NonNullable<BbbServerQuery> = { page: 1, itemsPerPage: 10, sortBy: 'name', orderBy: 'asc' }

/**
 * /BBB_monitor/BBBMonitorList: every BigBlueButton server with its last polled figures, and the alerts open on them,
 * refreshed every 15 s.
 */
export function BbbMonitorListPage() {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const ability = useAppAbility()
  const [query, setQuery] = useState(INITIAL)
  const list = useLoad((signal) => listServers(query, signal), [query], t('loadError'))
  const alerts = useLoad((signal) => listOpenAlerts(undefined, signal), [], t('loadError'))
  usePollReload(list.reload, 15_000)
  usePollReload(alerts.reload, 15_000)
  const [dialog, setDialog] = useState<{ server?: BbbServer } | null>(null)
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string }>()
  // The superadmin registers shared servers, an organization's admin its own; each row's actions follow its owner.
  const canRegister = ability.can('create', 'BbbServer')
  const platform = ability.can('manage', 'all')
  const canChange = (s: BbbServer) => ability.can('update', subject('BbbServer', { orgId: s.orgId ?? '' }) as never)
  const patch = useCallback((change: Partial<typeof INITIAL>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])

  const onAction = async (server: BbbServer, action: ServerAction) => {
    if (action === 'edit') return setDialog({ server })
    if (action === 'test') {
      setNotice({ intent: 'success', text: t('testing', { name: server.name }) })
      const { data } = await testServer(server.id)
      if (!data) return setNotice({ intent: 'error', text: t('loadError') })
      return setNotice(
        data.ok
          ? {
              intent: 'success',
              text: t('testOk', { name: server.name, version: data.version ?? '?', latency: data.latencyMs ?? 0 }),
            }
          : { intent: 'error', text: t('testFailed', { name: server.name, error: data.error ?? '' }) },
      )
    }
    const state = action === 'cordon' ? 'cordoned' : action === 'disable' ? 'disabled' : 'enabled'
    const { error } = await updateServer(server.id, { state })
    setNotice(
      error
        ? { intent: 'error', text: error.message }
        : { intent: 'success', text: t(`changed.${state}`, { name: server.name }) },
    )
    list.reload()
  }

  const rows = list.data?.servers ?? []
  const firstLoad = list.loading && !list.data && !list.error
  return (
    <div className={styles.root}>
      <PageHeader
        title={t('title')}
        subtitle={t(platform ? 'subtitlePlatform' : canRegister ? 'subtitleAdmin' : 'subtitleMember')}
        actions={
          canRegister && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({})}>
              {t('register')}
            </Button>
          )
        }
      />
      <ServerAlerts alerts={alerts.data?.alerts ?? []} failed={Boolean(alerts.error)} withServer />
      {notice && (
        <MessageBar intent={notice.intent} role="status">
          <MessageBarBody>{notice.text}</MessageBarBody>
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
        <div className={styles.toolbar}>
          <Input
            placeholder={t('search')}
            aria-label={t('search')}
            onChange={(_, d) => patch({ q: d.value || undefined })}
          />
          <Select
            aria-label={t('filterStatus')}
            value={query.status ?? ''}
            onChange={(_, d) => patch({ status: (d.value || undefined) as BbbServerStatus })}
          >
            <option value="">{t('allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
          <Input
            placeholder={t('filterTag')}
            aria-label={t('filterTag')}
            onChange={(_, d) => patch({ tag: d.value.trim() || undefined })}
          />
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll}>
          {firstLoad ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState
              icon={<ServerRegular className={styles.icon} />}
              title={t('empty')}
              hint={t(platform ? 'emptyHintPlatform' : canRegister ? 'emptyHintManage' : 'emptyHint')}
            />
          ) : (
            rows.length > 0 && (
              <ServersTable
                rows={rows}
                platform={platform}
                canChange={canChange}
                onAction={(s, a) => void onAction(s, a)}
              />
            )
          )}
        </div>
        <TablePagination
          page={query.page}
          pageSize={query.itemsPerPage}
          total={list.data?.total ?? 0}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
        />
      </Card>
      {dialog && (
        <ServerDialog
          server={dialog.server}
          onClose={() => setDialog(null)}
          onSaved={(s) => {
            setDialog(null)
            setNotice({ intent: 'success', text: t('saved', { name: s.name }) })
            list.reload()
          }}
        />
      )}
    </div>
  )
}
