import { Body1, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components'
import { DocumentDismissRegular } from '@fluentui/react-icons'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { useLoad } from '../../lib/use-load'
import { earlyPaths } from '../../config/early-paths'
import { breakpoints } from '../../theme/breakpoints'
import { useMediaQuery } from '../../theme/use-media-query'
import { evidenceHrefFrom, FailedReport, useReturnToEvidence } from '../analysis'
import { EvidenceLinkContext, ReportContent, withContent } from '../report-kinds'
import { SubjectCostCard } from '../costs'
import { getReport, rerunReport } from './api'
import { ReportActions } from './components/report-actions'
import { ReportHeader } from './components/report-header'
import { ReportStatusBadge } from './components/report-status-badge'
import '../../theme/report-print.css'
import { ReportTemplateVersion, useReportTemplate } from './components/report-template-version'

const POLL_MS = 2000

// Loaded when opened: the share dialog's QR code library and both dialogs' code are not part of reading a report.
const ShareDialog = lazy(() => import('./components/share-dialog').then((m) => ({ default: m.ShareDialog })))
const DeleteReportDialog = lazy(() =>
  import('./components/delete-report-dialog').then((m) => ({ default: m.DeleteReportDialog })),
)

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
  summary: { whiteSpace: 'pre-line' },
})

/** /reports/{id}: one report for reading, with evidence that opens the transcript, sharing and print to PDF. */
export function ReportPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('reports')
  const styles = useStyles()
  const ability = useAppAbility()
  const [, navigate] = useLocation()
  const id = params.id ?? ''
  const report = useLoad((signal) => getReport(id, signal), [id], t('loadOneError'), { early: earlyPaths.report(id) })
  const template = useReportTemplate(id)
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null)
  // On a phone the shared notice wraps: laid out as several lines from the start, it does not first paint on one line
  // and then grow, pushing the report down (Fluent's automatic layout measures after the first paint).
  const narrow = useMediaQuery(`(max-width: ${breakpoints.sm - 1}px)`)
  const r = report.data
  const pending = r?.status === 'queued' || r?.status === 'running'
  useReturnToEvidence(r?.status === 'ready')

  // A queued or running report is followed until it is ready or failed.
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(report.reload, POLL_MS)
    return () => clearTimeout(timer)
  }, [pending, report.reload, r?.updatedAt])

  if (report.notFound)
    return (
      <div className={styles.root}>
        <EmptyState icon={<DocumentDismissRegular className={styles.icon} />} title={t('notFound')} />
      </div>
    )
  if (!r || template.loading)
    return (
      <div className={styles.root}>
        {report.error ? <ErrorState message={report.error} onRetry={report.reload} /> : <LoadingState />}
      </div>
    )

  const meetingId = r.source.type === 'meeting' ? r.source.id : null
  const evidenceHref = meetingId ? evidenceHrefFrom(r.id, meetingId) : null
  const rerun = async () => {
    await rerunReport(r.id).catch(() => undefined)
    report.reload()
  }
  return (
    <div className={`${styles.root} report-print-root`}>
      <ReportHeader
        title={r.title}
        kind={r.kind}
        subject={r.subject}
        source={r.source}
        createdAt={r.createdAt}
        engine={r.engine}
        status={<ReportStatusBadge status={r.status} />}
        actions={
          <ReportActions
            canPrint={r.status === 'ready'}
            onShare={ability.can('update', 'Report') && r.status === 'ready' ? () => setDialog('share') : undefined}
            onRerun={ability.can('create', 'Analysis') && !pending ? () => void rerun() : undefined}
            onDelete={ability.can('delete', 'Report') ? () => setDialog('delete') : undefined}
          />
        }
      />
      <ReportTemplateVersion used={template} />
      {r.shared && (
        <MessageBar intent="info" className="no-print" layout={narrow ? 'multiline' : 'auto'}>
          <MessageBarBody>
            {t('sharedUntil', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(r.shared.expiresAt),
              ),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {pending && <EmptyState icon={<Spinner />} title={t('pending')} hint={t('pendingHint')} />}
      {r.status === 'failed' && (
        <FailedReport error={r.error} onRetry={ability.can('create', 'Analysis') ? () => void rerun() : undefined} />
      )}
      {r.status === 'ready' && (
        <>
          <SectionCard title={t('summary')}>
            <Body1 className={styles.summary} dir="auto">
              {r.summary}
            </Body1>
          </SectionCard>
          <EvidenceLinkContext.Provider value={evidenceHref}>
            <ReportContent report={withContent(r)} />
          </EvidenceLinkContext.Provider>
        </>
      )}
      <div className="no-print">
        <SubjectCostCard subject="report" id={r.id} />
      </div>
      <Suspense fallback={null}>
        {dialog === 'share' && <ShareDialog report={r} onClose={() => setDialog(null)} onChanged={report.reload} />}
        {dialog === 'delete' && (
          <DeleteReportDialog
            report={r}
            onClose={() => setDialog(null)}
            onDeleted={() => navigate(paths.reports.list.getHref())}
          />
        )}
      </Suspense>
    </div>
  )
}
