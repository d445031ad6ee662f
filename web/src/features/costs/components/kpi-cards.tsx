import { Caption1, Card, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { CostOverview } from '../api'
import { formatMoney, formatNumber } from '../format-money'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  label: { color: tokens.colorNeutralForeground2 },
  up: { color: tokens.colorPaletteRedForeground1 },
  down: { color: tokens.colorPaletteGreenForeground1 },
  // The previous filter's figures stay while the new ones load: dimmed, and aria-busy, so nobody reads them as the
  // new filter's (an end-to-end run once read the all-organization figures after choosing one organization).
  busy: { opacity: 0.55, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
})

/** Spend and its change against the previous period, analysed meetings, cost per meeting, model tokens. */
export function KpiCards({ overview, busy = false }: { overview: CostOverview; busy?: boolean }) {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  const k = overview.kpis
  const money = (minor: number) => formatMoney(minor, overview.currency, i18n.language)
  const change =
    k.changePercent === null
      ? t('kpi.noPrevious')
      : t('kpi.change', {
          value: new Intl.NumberFormat(i18n.language, {
            style: 'percent',
            signDisplay: 'exceptZero',
            maximumFractionDigits: 1,
          }).format(k.changePercent / 100),
        })
  const cards = [
    {
      id: 'spend',
      label: t('kpi.spend'),
      value: money(k.spendMinor),
      note: change,
      tone: k.changePercent === null ? undefined : k.changePercent > 0 ? styles.up : styles.down,
    },
    { id: 'meetings', label: t('kpi.meetings'), value: formatNumber(k.analysedMeetings, i18n.language) },
    {
      id: 'per-meeting',
      label: t('kpi.costPerMeeting'),
      value: k.costPerMeetingMinor === null ? t('kpi.none') : money(k.costPerMeetingMinor),
    },
    { id: 'tokens', label: t('kpi.tokens'), value: formatNumber(k.tokens, i18n.language) },
  ]
  return (
    <div className={mergeClasses(styles.grid, busy && styles.busy)} data-kpis aria-busy={busy}>
      {cards.map((c) => (
        <Card key={c.id} className={styles.card} data-kpi={c.id}>
          <Caption1 className={styles.label}>{c.label}</Caption1>
          <Subtitle1 as="p" style={{ margin: 0 }}>
            {c.value}
          </Subtitle1>
          {c.note && <Caption1 className={c.tone}>{c.note}</Caption1>}
        </Card>
      ))}
    </div>
  )
}
