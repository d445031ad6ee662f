import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { subject } from '@casl/ability'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { downloadCostCsv, USAGE_KINDS } from '../api'
import type { CostFilters, Granularity, StackBy } from '../use-cost-filters'
import { exportQuery } from '../cost-query'
import { allMembers } from '../../../lib/all-members'

const ALL = 'all'
const GRANULARITIES = allMembers<Granularity>()(['day', 'week', 'month'])
const STACK_BYS = allMembers<StackBy>()(['kind', 'org'])
const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    minWidth: 0,
    maxWidth: '100%',
  },
  field: { flex: '1 1 150px', minWidth: '150px', maxWidth: '240px' },
  // Fluent's Dropdown asks for 250 px by itself: inside a narrower field it would run under its neighbour.
  control: { minWidth: 0, width: '100%', maxWidth: '100%' },
  export: { marginInlineStart: 'auto' },
})

interface Props {
  filters: CostFilters
  onChange: (change: Partial<CostFilters>) => void
  /** Organizations with spend in the period, to choose from. */
  organizations: { key: string; label: string }[]
  showStackBy?: boolean
  onExportError: () => void
}

/** Period, organization, kind and grouping; the CSV export of exactly the rows behind the view. */
export function CostFilterBar({ filters, onChange, organizations, showStackBy, onExportError }: Props) {
  const { t } = useTranslation('costs')
  const styles = useStyles()
  // Only a reader of every organization's costs (omc) chooses one; an admin reads its own.
  const everyOrg = useAppAbility().can(
    'read',
    subject('Cost', { orgId: '00000000-0000-0000-0000-000000000000' }) as never,
  )
  const [exporting, setExporting] = useState(false)
  const orgLabel = (id: string) =>
    id === ALL ? t('filters.allOrganizations') : (organizations.find((o) => o.key === id)?.label ?? id)
  const kindLabel = (k: string) => (k === ALL ? t('filters.allKinds') : t(`kinds.${k}`, { defaultValue: k }))
  const exportCsv = async () => {
    setExporting(true)
    const ok = await downloadCostCsv(exportQuery(filters)).catch(() => false)
    setExporting(false)
    if (!ok) onExportError()
  }
  return (
    <div className={styles.root}>
      <Field label={t('filters.from')} className={styles.field}>
        <Input
          className={styles.control}
          type="date"
          value={filters.from}
          max={filters.to}
          onChange={(_, d) => d.value && onChange({ from: d.value, period: undefined })}
        />
      </Field>
      <Field label={t('filters.to')} className={styles.field}>
        <Input
          className={styles.control}
          type="date"
          value={filters.to}
          min={filters.from}
          onChange={(_, d) => d.value && onChange({ to: d.value, period: undefined })}
        />
      </Field>
      {everyOrg && (
        <Field label={t('filters.organization')} className={styles.field}>
          <Dropdown
            className={styles.control}
            value={orgLabel(filters.orgId ?? ALL)}
            selectedOptions={[filters.orgId ?? ALL]}
            onOptionSelect={(_, d) =>
              onChange({ orgId: d.optionValue === ALL ? undefined : d.optionValue, period: undefined })
            }
          >
            {[{ key: ALL, label: t('filters.allOrganizations') }, ...organizations].map((o) => (
              <Option key={o.key} value={o.key}>
                {o.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Field label={t('filters.kind')} className={styles.field}>
        <Dropdown
          className={styles.control}
          value={kindLabel(filters.kind ?? ALL)}
          selectedOptions={[filters.kind ?? ALL]}
          onOptionSelect={(_, d) =>
            onChange({ kind: d.optionValue === ALL ? undefined : d.optionValue, period: undefined })
          }
        >
          {[ALL, ...USAGE_KINDS].map((k) => (
            <Option key={k} value={k}>
              {kindLabel(k)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('filters.granularity')} className={styles.field}>
        <Dropdown
          className={styles.control}
          value={t(`granularity.${filters.granularity}`)}
          selectedOptions={[filters.granularity]}
          onOptionSelect={(_, d) => onChange({ granularity: d.optionValue as Granularity, period: undefined })}
        >
          {GRANULARITIES.map((g) => (
            <Option key={g} value={g}>
              {t(`granularity.${g}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {showStackBy && (
        <Field label={t('filters.stackBy')} className={styles.field}>
          <Dropdown
            className={styles.control}
            value={t(`stackBy.${filters.stackBy}`)}
            selectedOptions={[filters.stackBy]}
            onOptionSelect={(_, d) => onChange({ stackBy: d.optionValue as StackBy })}
          >
            {STACK_BYS.map((s) => (
              <Option key={s} value={s}>
                {t(`stackBy.${s}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Button
        className={styles.export}
        icon={<ArrowDownloadRegular />}
        onClick={() => void exportCsv()}
        disabled={exporting}
      >
        {t('export')}
      </Button>
    </div>
  )
}
