import { Card, Input, makeStyles, MessageBar, MessageBarBody, Select, tokens } from '@fluentui/react-components'
import { FolderRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { TablePagination } from '../../components/table-pagination'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { listMeetings } from '../meetings'
import {
  deleteFile,
  downloadFile,
  FILE_KINDS,
  formatBytes,
  importFile,
  listFiles,
  SORT_KEYS,
  type RbotFile,
  type RbotFileKind,
  type RbotFileQuery,
} from './api'
import { BotKeysCard } from './components/bot-keys-card'
import { FilesTable, type FileAction } from './components/files-table'
import { UploadCard } from './components/upload-card'

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

const INITIAL: RbotFileQuery = { page: 1, itemsPerPage: 10, sortBy: 'createdAt', orderBy: 'desc' }

/** /rbotmanager/RbotFileList: the recording bot's files, uploaded, downloaded, imported as transcripts. */
export function RbotFileListPage() {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  const ability = useAppAbility()
  const [query, setQuery] = useState(INITIAL)
  const list = useLoad((signal) => listFiles(query, signal), [query], t('files.loadError'))
  const meetings = useLoad(
    (signal) => listMeetings({ page: 1, itemsPerPage: 100, sortBy: 'scheduledAt', orderBy: 'desc' }, signal),
    [],
    t('files.loadError'),
  )
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>()
  const [deleting, setDeleting] = useState<RbotFile>()
  const confirmDelete = async (f: RbotFile) => {
    const { error } = await deleteFile(f.id)
    if (error) return error.message
    setDeleting(undefined)
    setNotice({ ok: true, text: t('files.deleted', { name: f.name }) })
    list.reload()
    return undefined
  }
  const patch = useCallback((change: Partial<RbotFileQuery>) => setQuery((q) => ({ ...q, page: 1, ...change })), [])

  const onAction = async (f: RbotFile, action: FileAction) => {
    if (action === 'download') return void (await downloadFile(f))
    if (action === 'delete') return setDeleting(f)
    const { data, error } = await importFile(f.id)
    setNotice(
      data
        ? { ok: true, text: t('files.imported', { name: f.name, meeting: f.meetingTitle ?? '' }) }
        : { ok: false, text: error?.message ?? t('files.loadError') },
    )
  }

  const rows = list.data?.files ?? []
  const meetingOptions = (meetings.data?.meetings ?? []).map((m) => ({ id: m.id, title: m.title }))
  return (
    <div className={styles.root}>
      <PageHeader
        title={t('files.title')}
        subtitle={
          list.data
            ? t('files.storage', {
                used: formatBytes(list.data.usedBytes, i18n.language),
                quota: formatBytes(list.data.quotaBytes, i18n.language),
              })
            : t('files.subtitle')
        }
      />
      {notice && (
        <MessageBar intent={notice.ok ? 'success' : 'error'} role="status">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {ability.can('create', 'File') && <UploadCard meetings={meetingOptions} onUploaded={list.reload} />}
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <Input
            placeholder={t('files.search')}
            aria-label={t('files.search')}
            onChange={(_, d) => patch({ q: d.value || undefined })}
          />
          <Select
            aria-label={t('files.filterKind')}
            value={query.kind ?? ''}
            onChange={(_, d) => patch({ kind: (d.value || undefined) as RbotFileKind | undefined })}
          >
            <option value="">{t('files.allKinds')}</option>
            {FILE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`files.kind.${k}`)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('files.meeting')}
            value={query.meetingId ?? ''}
            onChange={(_, d) => patch({ meetingId: d.value || undefined })}
          >
            <option value="">{t('files.allMeetings')}</option>
            {meetingOptions.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('files.sort')}
            value={`${query.sortBy}:${query.orderBy}`}
            onChange={(_, d) => {
              const [sortBy, orderBy] = d.value.split(':')
              patch({ sortBy: sortBy as RbotFileQuery['sortBy'], orderBy: orderBy as RbotFileQuery['orderBy'] })
            }}
          >
            {SORT_KEYS.flatMap((k) =>
              (['asc', 'desc'] as const).map((o) => (
                <option key={`${k}:${o}`} value={`${k}:${o}`}>
                  {t(`files.sortBy.${k}`)} {o === 'asc' ? '↑' : '↓'}
                </option>
              )),
            )}
          </Select>
        </div>
        {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
        <div className={styles.scroll}>
          {!list.data && !list.error ? (
            <LoadingState />
          ) : rows.length === 0 && !list.error ? (
            <EmptyState
              icon={<FolderRegular className={styles.icon} />}
              title={t('files.empty')}
              hint={t('files.emptyHint')}
            />
          ) : (
            rows.length > 0 && (
              <FilesTable
                rows={rows}
                canDelete={ability.can('delete', 'File')}
                onAction={(f, a) => void onAction(f, a)}
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
      {ability.can('manage', 'File') && <BotKeysCard />}
      {deleting && (
        <ConfirmDialog
          title={t('files.deleteTitle')}
          body={t('files.confirmDelete', { name: deleting.name })}
          confirmLabel={t('files.deleteConfirm')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </div>
  )
}
