import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ApiSchemas } from '../../../lib/api-client'
import { DeferredChart } from '../../../components/charts/deferred-chart'
import { chartColors } from './palette'
import { reportDrawings } from './report-drawings'

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
  const label = t('charts.risk', { score, level: t(`infoSec.level.${level}`) })
  return (
    <div className={styles.root}>
      <DeferredChart
        source={reportDrawings}
        label={label}
        height={180}
        draw={(d) => (
          <d.ChartFrame label={label} height={180}>
            {d.riskGauge(score, LEVEL_COLORS[level])}
          </d.ChartFrame>
        )}
      />
      <div className={styles.value}>
        <div className={styles.score} style={{ color: LEVEL_COLORS[level] }}>
          {score}
        </div>
        <div className={styles.level}>{t(`infoSec.level.${level}`)}</div>
      </div>
    </div>
  )
}
