import { Dropdown, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REPORT_KINDS } from '../../meetings/api'
import { REPORT_STATUSES, type ReportKind, type ReportStatus } from '../api'

const SEARCH_DEBOUNCE_MS = 300
const ALL = 'all'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { flexGrow: 1, maxWidth: '360px' },
  filter: { minWidth: '180px' },
})

interface ReportsToolbarProps {
  kind: ReportKind | undefined
  status: ReportStatus | undefined
  onSearch: (q: string) => void
  onKind: (kind: ReportKind | undefined) => void
  onStatus: (status: ReportStatus | undefined) => void
}

export function ReportsToolbar({ kind, status, onSearch, onKind, onStatus }: ReportsToolbarProps) {
  const { t } = useTranslation('reports')
  const styles = useStyles()
  const [text, setText] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])
  const kindLabel = (v: string) => (v === ALL ? t('allKinds') : t(`kind.${v as ReportKind}`))
  const statusLabel = (v: string) => (v === ALL ? t('allStatuses') : t(`status.${v as ReportStatus}`))
  return (
    <div className={styles.root}>
      <SearchBox className={styles.search} placeholder={t('searchPlaceholder')} aria-label={t('searchPlaceholder')} value={text} onChange={(_, d) => setText(d.value)} />
      <Dropdown className={styles.filter} aria-label={t('kindFilter')} value={kindLabel(kind ?? ALL)} selectedOptions={[kind ?? ALL]}
        onOptionSelect={(_, d) => onKind(d.optionValue === ALL ? undefined : (d.optionValue as ReportKind))}>
        {[ALL, ...REPORT_KINDS].map((v) => <Option key={v} value={v}>{kindLabel(v)}</Option>)}
      </Dropdown>
      <Dropdown className={styles.filter} aria-label={t('statusFilter')} value={statusLabel(status ?? ALL)} selectedOptions={[status ?? ALL]}
        onOptionSelect={(_, d) => onStatus(d.optionValue === ALL ? undefined : (d.optionValue as ReportStatus))}>
        {[ALL, ...REPORT_STATUSES].map((v) => <Option key={v} value={v}>{statusLabel(v)}</Option>)}
      </Dropdown>
    </div>
  )
}
