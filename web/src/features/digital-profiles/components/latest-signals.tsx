import { Caption1, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownRegular, ArrowRightRegular, ArrowUpRegular, PulseRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { EmptyState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { scoreColor } from '../../report-kinds'
import type { TimelineEntry } from '../api'
import { isLowerBetter, latestSignals, type SignalMetric } from '../profile-trends'
import { useMetricLabel } from './use-metric-label'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    minWidth: 0,
  },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  kind: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  metrics: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0 },
  metric: {
    display: 'grid',
    gridTemplateColumns: '1fr auto auto',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
  },
  name: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
  },
  delta: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
    minWidth: '44px',
    justifyContent: 'flex-end',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** The newest report of every kind and its main scores, each with its change since the kind's previous report. */
export function LatestSignals({ timeline }: { timeline: TimelineEntry[] }) {
  const { t, i18n } = useTranslation('profiles')
  const styles = useStyles()
  const label = useMetricLabel()
  const signals = useMemo(() => latestSignals(timeline), [timeline])
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  return (
    <SectionCard title={t('signals.title')}>
      {signals.length === 0 ? (
        <EmptyState
          icon={<PulseRegular className={styles.icon} />}
          title={t('signals.empty')}
          hint={t('signals.emptyHint')}
        />
      ) : (
        <ul className={styles.grid} aria-label={t('signals.title')}>
          {signals.map((s) => (
            <li key={s.kind} className={styles.tile}>
              <div className={styles.head}>
                <Link href={paths.reports.detail.getHref({ id: s.reportId })} asChild>
                  <FluentLink className={styles.kind}>{t(`kind.${s.kind}`, { ns: 'reports' })}</FluentLink>
                </Link>
                <Caption1 className={styles.muted}>{date.format(new Date(s.date))}</Caption1>
              </div>
              <dl className={styles.metrics}>
                {s.metrics.map((m) => (
                  <div key={m.metric} className={styles.metric}>
                    <dt className={styles.name} title={label(m)}>
                      {label(m)}
                    </dt>
                    <dd
                      className={styles.value}
                      style={{ color: isLowerBetter(m) ? scoreColor(100 - m.value) : scoreColor(m.value) }}
                    >
                      {m.value}
                    </dd>
                    <dd className={styles.name}>
                      <Delta metric={m} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/** The change since the previous report: green when it is good news (a fall, for a risk), red when bad. */
function Delta({ metric }: { metric: SignalMetric }) {
  const { t } = useTranslation('profiles')
  const styles = useStyles()
  const { delta } = metric
  if (delta === null)
    return (
      <Caption1 className={styles.muted} title={t('signals.first')}>
        —
      </Caption1>
    )
  const good = isLowerBetter(metric) ? delta < 0 : delta > 0
  const color =
    delta === 0
      ? tokens.colorNeutralForeground3
      : good
        ? tokens.colorPaletteGreenForeground1
        : tokens.colorPaletteRedForeground1
  const Icon = delta > 0 ? ArrowUpRegular : delta < 0 ? ArrowDownRegular : ArrowRightRegular
  const text = delta > 0 ? `+${delta}` : String(delta)
  return (
    <span
      className={styles.delta}
      style={{ color }}
      title={t('signals.change', { delta: text })}
      aria-label={t('signals.change', { delta: text })}
    >
      <Icon aria-hidden />
      {text}
    </span>
  )
}
