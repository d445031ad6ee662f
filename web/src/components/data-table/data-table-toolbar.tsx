import { Button, Dropdown, makeStyles, Option, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../list-filters'
import { ColumnsMenu } from './columns-menu'
import { DENSITIES, type DataTableQuery, type Density } from './table-state'
import type { DataTableColumn } from './types'

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  grow: {
    flexGrow: 1,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    minWidth: 0,
  },
  density: { minWidth: '140px' },
})

interface ToolbarProps<R> {
  columns: DataTableColumn<R>[]
  order: string[]
  query: DataTableQuery
  density: Density
  searchPlaceholder?: string
  exporting: boolean
  canExport: boolean
  filters?: ReactNode
  actions?: ReactNode
  onSearch: (q: string) => void
  onFilter: (key: string, value: string | undefined) => void
  onDensity: (d: Density) => void
  onMove: (key: string, to: number) => void
  onExport?: () => void
}

/** Search, one filter per filterable column, column order, density and CSV export above the table. */
export function DataTableToolbar<R>(p: ToolbarProps<R>) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const labelOf = (key: string) => p.columns.find((c) => c.key === key)?.label ?? key
  return (
    <div className={styles.bar}>
      <div className={styles.grow}>
        {p.searchPlaceholder && (
          <DebouncedSearch placeholder={p.searchPlaceholder} onSearch={p.onSearch} initial={p.query.q} />
        )}
        {p.columns
          .filter((c) => c.filter)
          .map((c) => (
            <FilterDropdown
              key={c.key}
              label={c.label}
              allLabel={c.filter!.allLabel ?? t('dataTable.allOf', { column: c.label })}
              values={c.filter!.values}
              value={p.query.filters?.[c.key]}
              optionLabel={c.filter!.label ?? ((v) => v)}
              onChange={(v) => p.onFilter(c.key, v)}
            />
          ))}
        {p.filters}
      </div>
      <Dropdown
        className={styles.density}
        aria-label={t('dataTable.density')}
        value={t(`dataTable.densities.${p.density}`)}
        selectedOptions={[p.density]}
        onOptionSelect={(_, d) => d.optionValue && p.onDensity(d.optionValue as Density)}
      >
        {DENSITIES.map((d) => (
          <Option key={d} value={d}>
            {t(`dataTable.densities.${d}`)}
          </Option>
        ))}
      </Dropdown>
      <ColumnsMenu order={p.order} labelOf={labelOf} onMove={p.onMove} />
      {p.onExport && (
        <Button icon={<ArrowDownloadRegular />} disabled={!p.canExport || p.exporting} onClick={p.onExport}>
          {t('dataTable.exportCsv')}
        </Button>
      )}
      {p.actions}
    </div>
  )
}
