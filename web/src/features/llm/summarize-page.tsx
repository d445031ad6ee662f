import {
  Button,
  Field,
  Input,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  Textarea,
  Toaster,
  tokens,
  useId,
} from '@fluentui/react-components'
import { SparkleRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PageHeader } from '../../components/page-header'
import { ErrorState, LoadingState } from '../../components/screen-state'
import { SectionCard } from '../../components/section-card'
import { paths } from '../../config/paths'
import { useLoad } from '../../lib/use-load'
import { cancelRun, getLlmSettings, getRun, SECTIONS, type SummaryOptions } from './api'
import { FileDrop } from './components/file-drop'
import { MeetingPicker } from './components/meeting-picker'
import { SelfInterviewPicker } from './components/self-interview-picker'
import { OptionsForm } from './components/options-form'
import { PromptPicker } from './components/prompt-picker'
import { ResultActions } from './components/result-actions'
import { RunProgress } from './components/run-progress'
import { SummaryResultView } from './components/summary-result'
import { useRunEvents } from './use-run-events'
import { useSummarize, type SourceInput, type SourceTab } from './use-summarize'
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
  source: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { minHeight: '200px' },
  tabs: { flexWrap: 'wrap' },
  go: { alignSelf: 'flex-start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

const DEFAULT_OPTIONS: SummaryOptions = {
  engine: 'builtin',
  language: 'source',
  length: 'standard',
  sections: [...SECTIONS],
  unverified: 'flag',
}

/** /LLM/Summarize: paste, drop a file or pick a meeting; choose options; follow the run live; read, copy, export. */
export function SummarizePage() {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const toasterId = useId('llm-toaster')
  const settings = useLoad((signal) => getLlmSettings(signal), [], t('settings.loadError'))
  const [source, setSource] = useState<SourceInput>({
    tab: 'text',
    text: '',
    title: '',
    file: null,
    meetingId: null,
    selfInterviewId: null,
    templateId: null,
  })
  const [options, setOptions] = useState<SummaryOptions>(DEFAULT_OPTIONS)
  const [runId, setRunId] = useState<string | null>(null)
  const summarize = useSummarize(t('errors.start'))
  // The run is read whole once its events say it has ended.
  const [endedId, setEndedId] = useState<string | null>(null)
  const events = useRunEvents(runId, (r) => setEndedId(r.id))
  const finished = useLoad(
    async (signal) => (endedId ? getRun(endedId, signal) : { data: undefined }),
    [endedId],
    t('errors.load'),
  )
  const run = finished.data
  const ready =
    source.tab === 'text'
      ? source.text.trim().length > 0
      : source.tab === 'file'
        ? source.file !== null
        : source.tab === 'meeting'
          ? source.meetingId !== null
          : source.selfInterviewId !== null
  const go = async () => {
    const id = await summarize.start(source, options)
    if (id) setRunId(id)
  }
  const live = runId && !(run && run.id === runId)
  return (
    <div className={`${styles.root} report-print-root`}>
      <PageHeader title={t('summarize.title')} subtitle={t('summarize.subtitle')} />
      <SectionCard className="no-print" title={t('source.title')}>
        <div className={styles.source}>
          <TabList
            className={styles.tabs}
            size="small"
            selectedValue={source.tab}
            onTabSelect={(_, d) => setSource((s) => ({ ...s, tab: d.value as SourceTab }))}
          >
            <Tab value="text">{t('source.paste')}</Tab>
            <Tab value="file">{t('source.file')}</Tab>
            <Tab value="meeting">{t('source.meeting')}</Tab>
            <Tab value="self-interview">{t('source.selfInterview')}</Tab>
          </TabList>
          {source.tab === 'text' && (
            <>
              <Field label={t('source.titleLabel')}>
                <Input value={source.title} onChange={(_, d) => setSource((s) => ({ ...s, title: d.value }))} />
              </Field>
              <Field label={t('source.textLabel')} hint={t('source.textHint')}>
                <Textarea
                  className={styles.text}
                  resize="vertical"
                  value={source.text}
                  data-testid="llm-text"
                  onChange={(_, d) => setSource((s) => ({ ...s, text: d.value }))}
                />
              </Field>
            </>
          )}
          {source.tab === 'file' && (
            <FileDrop
              file={source.file}
              onFile={(file) => setSource((s) => ({ ...s, file }))}
              progress={summarize.upload}
            />
          )}
          {source.tab === 'meeting' && (
            <MeetingPicker value={source.meetingId} onChange={(meetingId) => setSource((s) => ({ ...s, meetingId }))} />
          )}
          {source.tab === 'self-interview' && (
            <SelfInterviewPicker
              value={source.selfInterviewId}
              onChange={(selfInterviewId) => setSource((s) => ({ ...s, selfInterviewId }))}
            />
          )}
        </div>
      </SectionCard>
      <SectionCard className="no-print" title={t('options.title')}>
        {settings.loading && !settings.data ? (
          <LoadingState />
        ) : (
          <OptionsForm value={options} onChange={setOptions} llmReady={Boolean(settings.data?.effective.configured)} />
        )}
        <PromptPicker
          value={source.templateId}
          disabled={options.engine !== 'llm'}
          onChange={(templateId) => setSource((s) => ({ ...s, templateId }))}
        />
        <Button
          className={styles.go}
          appearance="primary"
          icon={<SparkleRegular />}
          disabled={!ready || summarize.busy || Boolean(live)}
          onClick={() => void go()}
          data-testid="llm-start"
        >
          {t('summarize.start')}
        </Button>
        {summarize.error && (
          <MessageBar intent="error">
            <MessageBarBody>{summarize.error}</MessageBarBody>
          </MessageBar>
        )}
      </SectionCard>
      {runId && live && (
        <SectionCard className="no-print" title={t('progress.title')}>
          <RunProgress run={events.run} mode={events.mode} onCancel={() => void cancelRun(runId)} />
        </SectionCard>
      )}
      {endedId && finished.error && <ErrorState message={finished.error} onRetry={finished.reload} />}
      {run && run.id === runId && (
        <>
          <PageHeader
            title={run.title}
            subtitle={
              <Link href={paths.llm.detail.getHref({ id: run.id })} asChild>
                <FluentLink>{t('summarize.saved')}</FluentLink>
              </Link>
            }
            actions={
              run.result && (
                <div className={styles.actions}>
                  <ResultActions title={run.title} result={run.result} toasterId={toasterId} />
                </div>
              )
            }
          />
          {run.status !== 'completed' && (
            <MessageBar intent={run.status === 'failed' ? 'error' : 'warning'}>
              <MessageBarBody>{run.error ?? t(`status.${run.status}`)}</MessageBarBody>
            </MessageBar>
          )}
          {run.result && <SummaryResultView runId={run.id} result={run.result} />}
        </>
      )}
      <Toaster toasterId={toasterId} />
    </div>
  )
}
