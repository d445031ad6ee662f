import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { DataWidget } from '../../../components/data-widget'
import { api } from '../../../lib/api-client'
import { chartColors } from '../../../theme/palette'
import { useFormatters } from '../../sandbox-dashboards'
import { heatMapOf } from './heat-map-model'
import { useExampleData } from './use-example-data'

const getSales = (signal: AbortSignal) => api.GET('/api/pages/datatable', { signal })

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { borderCollapse: 'separate', borderSpacing: '3px', fontSize: tokens.fontSizeBase200 },
  head: {
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
    padding: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
  },
  cell: {
    minWidth: '36px',
    height: '32px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground1,
  },
})

/** A heat map shows where counts gather in two dimensions: sales per product category and month. */
export default function HeatMapExample() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const styles = useStyles()
  const { data, error, reload } = useExampleData(getSales)
  return (
    <DataWidget
      title={t('charts.heat-map.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.length === 0}
    >
      {(d) => {
        const map = heatMapOf(d.map((s) => ({ row: s.product.category, column: s.date.slice(0, 7) })))
        return (
          <div className={styles.scroll}>
            <table className={styles.table} aria-label={t('charts.heat-map.data')}>
              <thead>
                <tr>
                  <th className={styles.head} />
                  {map.columns.map((c) => (
                    <th key={c} scope="col" className={styles.head}>
                      {f.month(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {map.rows.map((r, i) => (
                  <tr key={r}>
                    <th scope="row" className={styles.head}>
                      {r}
                    </th>
                    {map.counts[i].map((n, j) => (
                      <td
                        key={map.columns[j]}
                        className={styles.cell}
                        style={{
                          backgroundColor: `color-mix(in srgb, ${chartColors.brand} ${Math.round((n / map.max) * 85) + 5}%, transparent)`,
                        }}
                      >
                        {n || ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }}
    </DataWidget>
  )
}
