import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { REPORT_KINDS } from '../../meetings'
import { REPORT_STATUSES, type ReportKind, type ReportStatus } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
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
  return (
    <div className={styles.root}>
      <DebouncedSearch placeholder={t('searchPlaceholder')} onSearch={onSearch} />
      <FilterDropdown
        label={t('kindFilter')}
        allLabel={t('allKinds')}
        values={REPORT_KINDS}
        value={kind}
        optionLabel={(v) => t(`kind.${v}`)}
        onChange={onKind}
      />
      <FilterDropdown
        label={t('statusFilter')}
        allLabel={t('allStatuses')}
        values={REPORT_STATUSES}
        value={status}
        optionLabel={(v) => t(`status.${v}`)}
        onChange={onStatus}
      />
    </div>
  )
}
