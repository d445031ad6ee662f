import { Dropdown, Input, makeStyles, Option, tokens } from '@fluentui/react-components'
import { SearchRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { TablePagination } from '../../components/table-pagination'
import { useLoad } from '../../lib/use-load'
import { AUDIT_KINDS, listAuditEvents, type AuditKind, type AuditQuery } from './api'
import { AuditLogTable } from './audit-log-table'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, width: '100%' },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  search: { flexGrow: 1, minWidth: '200px' },
  kind: { minWidth: '200px' },
  scroll: { overflowX: 'auto' },
})

const INITIAL: AuditQuery = { page: 1, itemsPerPage: 20, orderBy: 'desc' }

/** /access/audit-log: security events of the admin's organization (every organization for the superadmin). */
export function AuditLogPage() {
  const { t } = useTranslation('auditLog')
  const styles = useStyles()
  const [query, setQuery] = useState<AuditQuery>(INITIAL)
  const list = useLoad((signal) => listAuditEvents(query, signal), [query], t('loadError'))
  const patch = (change: Partial<AuditQuery>) => setQuery((q) => ({ ...q, page: 1, ...change }))
  const events = list.data?.events ?? []

  return (
    <div className={styles.root}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <SectionCard title={t('events')}>
        <div className={styles.filters}>
          <Input
            className={styles.search}
            contentBefore={<SearchRegular />}
            placeholder={t('search')}
            aria-label={t('search')}
            defaultValue={query.q ?? ''}
            onChange={(_e, d) => patch({ q: d.value.trim() || undefined })}
          />
          <Dropdown
            className={styles.kind}
            aria-label={t('kindFilter')}
            value={query.kind ? t(`kind.${query.kind}`) : t('allKinds')}
            selectedOptions={[query.kind ?? '']}
            onOptionSelect={(_e, d) => patch({ kind: (d.optionValue || undefined) as AuditKind | undefined })}
          >
            <Option value="">{t('allKinds')}</Option>
            {AUDIT_KINDS.map((k) => (
              <Option key={k} value={k}>
                {t(`kind.${k}`)}
              </Option>
            ))}
          </Dropdown>
        </div>
        {list.error ? (
          <ErrorState message={list.error} onRetry={list.reload} />
        ) : list.loading && !list.data ? (
          <LoadingState />
        ) : events.length === 0 ? (
          <EmptyState title={t('empty')} hint={t('emptyHint')} />
        ) : (
          <>
            <div className={styles.scroll}>
              <AuditLogTable events={events} />
            </div>
            <TablePagination
              page={query.page}
              pageSize={query.itemsPerPage}
              total={list.data?.total ?? 0}
              onPage={(page) => setQuery((q) => ({ ...q, page }))}
              onPageSize={(itemsPerPage) => patch({ itemsPerPage })}
            />
          </>
        )}
      </SectionCard>
    </div>
  )
}
