import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Cell, Pie, PieChart } from 'recharts'
import { ChartFrame } from '../../../components/charts/chart-frame'
import { DataWidget } from '../../../components/data-widget'
import { chartColors } from '../../../theme/palette'
import { getLogistics, useFormatters } from '../../sandbox-dashboards'
import { useExampleData } from './use-example-data'

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%', maxWidth: '360px', margin: '0 auto' },
  value: {
    position: 'absolute',
    insetInline: 0,
    bottom: '8px',
    textAlign: 'center',
    fontSize: tokens.fontSizeHero800,
    fontWeight: tokens.fontWeightBold,
  },
})

/** A gauge reads one value against its range: the fleet's average delivery progress. */
export default function GaugeExample() {
  const { t } = useTranslation('showcase')
  const f = useFormatters()
  const styles = useStyles()
  const { data, error, reload } = useExampleData(getLogistics)
  return (
    <DataWidget
      title={t('charts.gauge.data')}
      data={data}
      error={error}
      onRetry={reload}
      emptyText={t('empty')}
      empty={(d) => d.overview.vehicles === 0}
    >
      {(d) => {
        const value = d.overview.averageProgress
        return (
          <div className={styles.root}>
            <ChartFrame label={`${t('charts.gauge.data')}: ${f.percent(value)}`} height={200}>
              <PieChart>
                <Pie
                  data={[{ value }, { value: 100 - value }]}
                  dataKey="value"
                  startAngle={180}
                  endAngle={0}
                  cy="90%"
                  innerRadius="110%"
                  outerRadius="150%"
                  stroke="none"
                  isAnimationActive={false}
                >
                  <Cell fill={chartColors.brand} />
                  <Cell fill={chartColors.track} />
                </Pie>
              </PieChart>
            </ChartFrame>
            <div className={styles.value} aria-hidden>
              {f.percent(value)}
            </div>
          </div>
        )
      }}
    </DataWidget>
  )
}
