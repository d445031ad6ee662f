import { Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { FilterDropdown } from '../../../components/list-filters'
import { CALL_SERVED, CALL_STATUSES, type ModelCallQuery } from './api'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  date: { minWidth: '150px' },
})

interface Props {
  query: ModelCallQuery
  models: string[]
  /** The superadmin's organizations; empty for everyone else (no organization filter). */
  organizations: { id: string; name: string }[]
  onPatch: (change: Partial<ModelCallQuery>) => void
}

/** The list's filters: model, status, what the call served, the days and (superadmin) the organization. */
export function ModelCallsToolbar({ query, models, organizations, onPatch }: Props) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const orgName = new Map(organizations.map((o) => [o.id, o.name]))
  return (
    <div className={styles.root}>
      {organizations.length > 0 && (
        <FilterDropdown
          label={t('calls.filters.organization')}
          allLabel={t('calls.filters.allOrganizations')}
          values={organizations.map((o) => o.id)}
          value={query.orgId}
          optionLabel={(id) => orgName.get(id) ?? id}
          onChange={(orgId) => onPatch({ orgId })}
        />
      )}
      <FilterDropdown
        label={t('calls.filters.model')}
        allLabel={t('calls.filters.allModels')}
        values={models}
        value={query.model}
        optionLabel={(m) => m}
        onChange={(model) => onPatch({ model })}
      />
      <FilterDropdown
        label={t('calls.filters.status')}
        allLabel={t('calls.filters.allStatuses')}
        values={CALL_STATUSES}
        value={query.status}
        optionLabel={(s) => t(`calls.status.${s}`)}
        onChange={(status) => onPatch({ status })}
      />
      <FilterDropdown
        label={t('calls.filters.served')}
        allLabel={t('calls.filters.allServed')}
        values={CALL_SERVED}
        value={query.served}
        optionLabel={(s) => t(`calls.served.${s}`)}
        onChange={(served) => onPatch({ served })}
      />
      <Field label={t('calls.filters.from')} className={styles.date}>
        <Input
          type="date"
          value={query.from ?? ''}
          max={query.to}
          onChange={(_, d) => onPatch({ from: d.value || undefined })}
        />
      </Field>
      <Field label={t('calls.filters.to')} className={styles.date}>
        <Input
          type="date"
          value={query.to ?? ''}
          min={query.from}
          onChange={(_, d) => onPatch({ to: d.value || undefined })}
        />
      </Field>
    </div>
  )
}
