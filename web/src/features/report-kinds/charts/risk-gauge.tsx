import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Cell, Pie, PieChart } from 'recharts'
import type { ApiSchemas } from '../../../lib/api-client'

import { ChartFrame } from '../../../components/charts/chart-frame'
import { chartColors } from './palette'

type RiskLevel = ApiSchemas['InfoSecurityContent']['riskLevel']

const LEVEL_COLORS: Record<RiskLevel, string> = {
  none: chartColors.good,
  low: chartColors.good,
  medium: chartColors.fair,
  high: chartColors.warn,
  critical: chartColors.bad,
}

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%', maxWidth: '320px', justifySelf: 'center' },
  value: { position: 'absolute', left: 0, right: 0, bottom: '12px', textAlign: 'center' },
  score: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightBold, lineHeight: 1 },
  level: { color: tokens.colorNeutralForeground2 },
})

/** A half-circle gauge of the 0–100 risk score, coloured by level. */
export function RiskGauge({ score, level }: { score: number; level: RiskLevel }) {
  const { t } = useTranslation('reportKinds')
  const styles = useStyles()
  const data = [{ value: score }, { value: 100 - score }]
  return (
    <div className={styles.root}>
      <ChartFrame label={t('charts.risk', { score, level: t(`infoSec.level.${level}`) })} height={180}>
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            startAngle={180}
            endAngle={0}
            cy="88%"
            innerRadius={100}
            outerRadius={140}
            isAnimationActive={false}
            stroke="none"
          >
            <Cell fill={LEVEL_COLORS[level]} />
            <Cell fill={chartColors.track} />
          </Pie>
        </PieChart>
      </ChartFrame>
      <div className={styles.value}>
        <div className={styles.score} style={{ color: LEVEL_COLORS[level] }}>
          {score}
        </div>
        <div className={styles.level}>{t(`infoSec.level.${level}`)}</div>
      </div>
    </div>
  )
}
