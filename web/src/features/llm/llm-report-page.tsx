import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Toaster,
  tokens,
  useId,
} from '@fluentui/react-components'
import { ArrowRepeatAllRegular, DeleteRegular, DocumentDismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { cancelRun, getLlmSettings, getRun, isFinished } from './api'
import { ChunksTable } from './components/chunks-table'
import { DeleteRunDialog } from './components/delete-run-dialog'
import { RerunDialog } from './components/rerun-dialog'
import { ResultActions } from './components/result-actions'
import { RunFacts } from './components/run-facts'
import { RunProgress } from './components/run-progress'
import { RunStatusBadge } from './components/run-status-badge'
import { SummaryResultView } from './components/summary-result'
import { useRunEvents } from './use-run-events'
import '../../theme/report-print.css'

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
})

/** /LLM_report/{id}: one run — result, chunks with their timings, tokens and cost, its error if any; followed live while it runs. */
export function LlmReportPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('llm')
  const styles = useStyles()
  const ability = useAppAbility()
  const [, navigate] = useLocation()
  const toasterId = useId('llm-toaster')
  const id = params.id ?? ''
  const loaded = useLoad((signal) => getRun(id, signal), [id], t('errors.load'))
  const settings = useLoad((signal) => getLlmSettings(signal), [], t('settings.loadError'))
  const [dialog, setDialog] = useState<'rerun' | 'delete' | null>(null)
  const r = loaded.data
  const live = r && !isFinished(r.status) ? r.id : null
  const events = useRunEvents(live, () => loaded.reload())
  if (loaded.notFound)
    return (
      <div className={styles.root}>
        <EmptyState icon={<DocumentDismissRegular className={styles.icon} />} title={t('detail.notFound')} />
      </div>
    )
  if (!r)
    return (
      <div className={styles.root}>
        {loaded.error ? <ErrorState message={loaded.error} onRetry={loaded.reload} /> : <LoadingState />}
      </div>
    )
  const actions = (
    <>
      {r.result && <ResultActions title={r.title} result={r.result} toasterId={toasterId} />}
      {ability.can('create', 'LlmRun') && isFinished(r.status) && (
        <Button icon={<ArrowRepeatAllRegular />} onClick={() => setDialog('rerun')}>
          {t('actions.rerun')}
        </Button>
      )}
      {ability.can('delete', 'LlmRun') && (
        <Button icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
          {t('actions.delete')}
        </Button>
      )}
    </>
  )
  return (
    <div className={`${styles.root} report-print-root`}>
      <PageHeader
        title={r.title}
        badge={<RunStatusBadge status={r.status} />}
        subtitle={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(r.createdAt),
        )}
        actions={actions}
      />
      {live && (
        <SectionCard className="no-print" title={t('progress.title')}>
          <RunProgress
            run={events.run ?? r}
            mode={events.mode}
            onCancel={() => void cancelRun(r.id).then(loaded.reload)}
          />
        </SectionCard>
      )}
      {r.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{t('detail.failed')}</MessageBarTitle>
            {r.error}
          </MessageBarBody>
        </MessageBar>
      )}
      {r.status === 'cancelled' && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('detail.cancelled')}</MessageBarBody>
        </MessageBar>
      )}
      <SectionCard className="no-print" title={t('detail.facts')}>
        <RunFacts run={r} />
      </SectionCard>
      {r.result && <SummaryResultView runId={r.id} result={r.result} />}
      {r.chunks.length > 0 && (
        <SectionCard className="no-print" title={t('detail.chunks')}>
          <ChunksTable chunks={r.chunks} />
        </SectionCard>
      )}
      {r.status === 'completed' && !r.result && <Body1>{t('result.empty')}</Body1>}
      <RerunDialog
        run={dialog === 'rerun' ? r : null}
        llmReady={Boolean(settings.data?.effective.configured)}
        onClose={() => setDialog(null)}
        onDone={(next) => {
          setDialog(null)
          navigate(paths.llm.detail.getHref({ id: next }))
        }}
      />
      <DeleteRunDialog
        run={dialog === 'delete' ? r : null}
        onClose={() => setDialog(null)}
        onDeleted={() => navigate(paths.llm.list.getHref())}
      />
      <Toaster toasterId={toasterId} />
    </div>
  )
}
