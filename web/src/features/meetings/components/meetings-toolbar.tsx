import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { MEETING_KINDS, MEETING_STATUSES, type MeetingKind, type MeetingStatus } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
})

interface MeetingsToolbarProps {
  status: MeetingStatus | undefined
  kind: MeetingKind | undefined
  selected: number
  onSearch: (q: string) => void
  onStatus: (status: MeetingStatus | undefined) => void
  onKind: (kind: MeetingKind | undefined) => void
  onCreate?: () => void
  onDeleteSelected?: () => void
}

/** Search (debounced), status and kind filters, bulk delete of the checked rows and the create button. */
export function MeetingsToolbar({
  status,
  kind,
  selected,
  onSearch,
  onStatus,
  onKind,
  onCreate,
  onDeleteSelected,
}: MeetingsToolbarProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <DebouncedSearch placeholder={t('searchPlaceholder')} onSearch={onSearch} />
      <FilterDropdown
        label={t('statusFilter')}
        allLabel={t('allStatuses')}
        values={MEETING_STATUSES}
        value={status}
        optionLabel={(v) => t(`status.${v}`)}
        onChange={onStatus}
      />
      <FilterDropdown
        label={t('kindFilter')}
        allLabel={t('allKinds')}
        values={MEETING_KINDS}
        value={kind}
        optionLabel={(v) => t(`kind.${v}`)}
        onChange={onKind}
      />
      <div className={styles.spacer} />
      {onDeleteSelected && selected > 0 && (
        <Button icon={<DeleteRegular />} onClick={onDeleteSelected}>
          {t('deleteSelected', { count: selected })}
        </Button>
      )}
      {onCreate && (
        <Button appearance="primary" icon={<AddRegular />} onClick={onCreate}>
          {t('create')}
        </Button>
      )}
    </div>
  )
}
