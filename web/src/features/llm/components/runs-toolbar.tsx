import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { ENGINES, RUN_STATUSES, SOURCE_KINDS, type RunQuery } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
})

export function RunsToolbar({
  query,
  onSearch,
  onPatch,
}: {
  query: RunQuery
  onSearch: (q: string) => void
  onPatch: (change: Partial<RunQuery>) => void
}) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <DebouncedSearch placeholder={t('list.search')} onSearch={onSearch} />
      <FilterDropdown
        label={t('list.status')}
        allLabel={t('list.allStatuses')}
        values={RUN_STATUSES}
        value={query.status}
        optionLabel={(v) => t(`status.${v}`)}
        onChange={(status) => onPatch({ status })}
      />
      <FilterDropdown
        label={t('list.engine')}
        allLabel={t('list.allEngines')}
        values={ENGINES}
        value={query.engine}
        optionLabel={(v) => t(`engine.${v}`)}
        onChange={(engine) => onPatch({ engine })}
      />
      <FilterDropdown
        label={t('list.source')}
        allLabel={t('list.allSources')}
        values={SOURCE_KINDS}
        value={query.sourceKind}
        optionLabel={(v) => t(`sourceKind.${v}`)}
        onChange={(sourceKind) => onPatch({ sourceKind })}
      />
    </div>
  )
}
