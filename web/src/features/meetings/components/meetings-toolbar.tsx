import { Button, Dropdown, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MEETING_KINDS, MEETING_STATUSES, type MeetingKind, type MeetingStatus } from '../api'

const SEARCH_DEBOUNCE_MS = 300
const ALL = 'all'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { flexGrow: 1, maxWidth: '360px' },
  filter: { minWidth: '150px' },
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
export function MeetingsToolbar({ status, kind, selected, onSearch, onStatus, onKind, onCreate, onDeleteSelected }: MeetingsToolbarProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [text, setText] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])

  const statusLabel = (v: string) => (v === ALL ? t('allStatuses') : t(`status.${v as MeetingStatus}`))
  const kindLabel = (v: string) => (v === ALL ? t('allKinds') : t(`kind.${v as MeetingKind}`))
  return (
    <div className={styles.root}>
      <SearchBox className={styles.search} placeholder={t('searchPlaceholder')} aria-label={t('searchPlaceholder')} value={text} onChange={(_, d) => setText(d.value)} />
      <Dropdown className={styles.filter} aria-label={t('statusFilter')} value={statusLabel(status ?? ALL)} selectedOptions={[status ?? ALL]}
        onOptionSelect={(_, d) => onStatus(d.optionValue === ALL ? undefined : (d.optionValue as MeetingStatus))}>
        {[ALL, ...MEETING_STATUSES].map((v) => <Option key={v} value={v}>{statusLabel(v)}</Option>)}
      </Dropdown>
      <Dropdown className={styles.filter} aria-label={t('kindFilter')} value={kindLabel(kind ?? ALL)} selectedOptions={[kind ?? ALL]}
        onOptionSelect={(_, d) => onKind(d.optionValue === ALL ? undefined : (d.optionValue as MeetingKind))}>
        {[ALL, ...MEETING_KINDS].map((v) => <Option key={v} value={v}>{kindLabel(v)}</Option>)}
      </Dropdown>
      <div className={styles.spacer} />
      {onDeleteSelected && selected > 0 && (
        <Button icon={<DeleteRegular />} onClick={onDeleteSelected}>{t('deleteSelected', { count: selected })}</Button>
      )}
      {onCreate && <Button appearance="primary" icon={<AddRegular />} onClick={onCreate}>{t('create')}</Button>}
    </div>
  )
}
