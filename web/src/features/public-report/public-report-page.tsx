import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { LinkDismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { ScreenProps } from '../../lib/routing/route-types'
import { BrandMark } from '../../components/brand-mark'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { useLoad } from '../../lib/use-load'
import { ReportContent } from '../report-kinds'
import { getPublicReport } from '../reports'
import { ReportActions } from '../reports'
import { ReportHeader } from '../reports'
import '../../theme/report-print.css'

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
  },
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
  summary: { whiteSpace: 'pre-line' },
})

/** /reports-public/{token}: a shared report, read-only and without an account; evidence has no transcript to open. */
export function PublicReportPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('reports')
  const styles = useStyles()
  const token = params.id ?? ''
  const report = useLoad((signal) => getPublicReport(token, signal), [token], t('public.loadError'))
  const r = report.data
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })

  let body
  if (report.notFound)
    body = (
      <EmptyState
        icon={<LinkDismissRegular className={styles.icon} />}
        title={t('public.gone')}
        hint={t('public.goneHint')}
      />
    )
  else if (!r) body = report.error ? <ErrorState message={report.error} onRetry={report.reload} /> : <LoadingState />
  else
    body = (
      <>
        <ReportHeader
          title={r.title}
          kind={r.kind}
          subject={r.subject}
          source={r.source}
          createdAt={r.createdAt}
          engine={r.engine}
          actions={<ReportActions canPrint />}
        />
        <SectionCard title={t('summary')}>
          <Body1 className={styles.summary} dir="auto">
            {r.summary}
          </Body1>
        </SectionCard>
        <ReportContent report={r} />
        <Caption1 className={styles.muted}>
          {t('public.expires', { date: date.format(new Date(r.expiresAt)) })}
        </Caption1>
      </>
    )
  return (
    <div className={styles.page}>
      <div className={`${styles.root} report-print-root`}>
        <div className={styles.brand}>
          <BrandMark withName />
          <Caption1 className={styles.muted}>{t('public.readOnly')}</Caption1>
        </div>
        {body}
      </div>
    </div>
  )
}
