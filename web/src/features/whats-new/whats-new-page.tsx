import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, MegaphoneRegular } from '@fluentui/react-icons'
import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '../../components/list-filters'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { TablePagination } from '../../components/table-pagination'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { deleteEntry, listEntries, markRead } from './api'
import { EntryCard } from './components/entry-card'
import { NewEntryDialog } from './components/new-entry-dialog'
import { unreadAtom } from './unread-atom'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '900px',
    width: '100%',
    margin: '0 auto',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** /main/New_future: the changelog, newest first. Opening it clears the app bar's badge. */
export function WhatsNewPage() {
  const { t } = useTranslation('whatsNew')
  const styles = useStyles()
  const ability = useAppAbility()
  const setUnread = useSetAtom(unreadAtom)
  const [query, setQuery] = useState<{ q?: string; page: number; itemsPerPage: number }>({ page: 1, itemsPerPage: 10 })
  const list = useLoad((signal) => listEntries(query, signal), [JSON.stringify(query)], t('error'))
  const [writing, setWriting] = useState(false)
  const onSearch = useCallback(
    (q: string) => setQuery((prev) => (prev.q === (q || undefined) ? prev : { ...prev, page: 1, q: q || undefined })),
    [],
  )
  // The entries keep their "new" marks for this visit; the badge goes as soon as the page is open.
  useEffect(() => {
    void markRead()
      .then(() => setUnread(0))
      .catch(() => undefined)
  }, [setUnread])

  return (
    <div className={styles.root}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          ability.can('create', 'Announcement') && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setWriting(true)}>
              {t('newEntry')}
            </Button>
          )
        }
      />
      <DebouncedSearch placeholder={t('search')} onSearch={onSearch} />
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      {list.loading && !list.data && <LoadingState />}
      {list.data?.entries.length === 0 && (
        <EmptyState icon={<MegaphoneRegular className={styles.icon} />} title={t('empty')} />
      )}
      {list.data?.entries.map((e) => (
        <EntryCard
          key={e.id}
          entry={e}
          onDelete={ability.can('delete', 'Announcement') ? () => void deleteEntry(e.id).then(list.reload) : undefined}
        />
      ))}
      <TablePagination
        page={query.page}
        pageSize={query.itemsPerPage}
        total={list.data?.total ?? 0}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
        onPageSize={(itemsPerPage) => setQuery((q) => ({ ...q, page: 1, itemsPerPage }))}
      />
      {writing && (
        <NewEntryDialog
          onClose={() => setWriting(false)}
          onCreated={() => {
            setWriting(false)
            list.reload()
          }}
        />
      )}
    </div>
  )
}
