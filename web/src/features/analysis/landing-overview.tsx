import { Caption1, Card, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { SectionCard } from '../../components/section-card'
import { ErrorState } from '../../components/screen-state'
import { LandingSkeleton } from './landing-skeleton'
import { api } from '../../lib/api-client'
import { paths } from '../../config/paths'
import { useLoad } from '../../lib/use-load'
import { earlyPaths } from '../../config/early-paths'

const getLanding = (signal: AbortSignal) => api.GET('/api/landing', { signal })
type Landing = NonNullable<Awaited<ReturnType<typeof getLanding>>['data']>

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  label: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline', minWidth: 0 },
  link: { color: tokens.colorBrandForeground1, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
})

const KPIS = ['meetingsThisWeek', 'reportsReady', 'analysesRunning', 'openShareLinks'] as const

/** The signed-in landing's head: four numbers and recent activity from one request (GET /api/landing). */
export function LandingOverview() {
  const { t, i18n } = useTranslation('analysis')
  const styles = useStyles()
  const landing = useLoad(getLanding, [], t('landing.loadError'), { early: earlyPaths.landing })
  if (landing.error) return <ErrorState message={landing.error} onRetry={landing.reload} />
  if (!landing.data) return <LandingSkeleton label={t('landing.loading')} title={t('landing.recent')} styles={styles} />
  const l: Landing = landing.data
  const number = new Intl.NumberFormat(i18n.language)
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className={styles.root} aria-label={t('landing.title')} data-testid="landing-overview">
      <div className={styles.grid}>
        {KPIS.map((k) => (
          <Card key={k} className={styles.card} data-kpi={k}>
            <Caption1 className={styles.label}>{t(`landing.${k}`)}</Caption1>
            <Subtitle1 as="p" className={styles.value}>
              {number.format(l[k])}
            </Subtitle1>
          </Card>
        ))}
      </div>
      <SectionCard title={t('landing.recent')}>
        {l.recent.length === 0 ? (
          <Text className={styles.muted}>{t('landing.noActivity')}</Text>
        ) : (
          <ul className={styles.list}>
            {l.recent.map((e) => (
              <li key={`${e.type}-${e.id}-${e.at}`} className={styles.item}>
                <Text>{t(`landing.events.${e.type}`)}</Text>
                {/* A title in another script than the interface stays in its own direction. */}
                <Link
                  className={styles.link}
                  dir="auto"
                  href={
                    e.link === 'meeting'
                      ? paths.meetings.detail.getHref({ id: e.id })
                      : paths.reports.detail.getHref({ id: e.id })
                  }
                >
                  {e.title}
                </Link>
                <Caption1 className={styles.muted}>{when.format(new Date(e.at))}</Caption1>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </section>
  )
}
