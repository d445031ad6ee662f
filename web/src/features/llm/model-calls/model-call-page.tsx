import {
  Body1,
  Button,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
  useFluent,
} from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowRightRegular, DocumentDismissRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { paths } from '../../../config/paths'
import { useLoad } from '../../../lib/use-load'
import { formatCost, formatDuration, formatTokens } from '../format-run'
import { getModelCall, type ModelCall } from './api'
import { CallStatusBadge } from './call-status-badge'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
    minWidth: 0,
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  text: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '480px',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    // Each line takes the direction of its own text (an English prompt stays left to right in Arabic, an Arabic
    // transcript line reads right to left), aligned to where that line starts.
    unicodeBidi: 'plaintext',
    textAlign: 'start',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  attempts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0, padding: 0 },
  attempt: { listStyle: 'none', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  back: { alignSelf: 'flex-start' },
})

/** A JSON reply indented for reading; anything else (or a reply cut at the limit) as it is. */
function readable(text: string): string {
  const trimmed = text.trim()
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2)
  } catch {
    return text
  }
}

/** Where what the call served lives: a report's or a summary run's page; a transcription has none of its own. */
function servedHref(c: ModelCall): string | null {
  if (!c.servedId) return null
  if (c.served === 'report') return paths.reports.detail.getHref({ id: c.servedId })
  if (c.served === 'summary') return paths.llm.detail.getHref({ id: c.servedId })
  return null
}

/** /LLM/ModelCalls/{id}: one call's facts, its error, every attempt of the call, and the masked prompt and response. */
export function ModelCallPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('llm')
  const styles = useStyles()
  const id = params.id ?? ''
  const loaded = useLoad((signal) => getModelCall(id, signal), [id], t('calls.detail.loadError'))
  // Back points to where the reading started: the right in Arabic.
  const BackIcon = useFluent().dir === 'rtl' ? ArrowRightRegular : ArrowLeftRegular
  const back = (
    <Link href={paths.llm.calls.getHref()} asChild>
      <Button className={styles.back} appearance="subtle" icon={<BackIcon />}>
        {t('calls.detail.back')}
      </Button>
    </Link>
  )
  if (loaded.notFound)
    return (
      <div className={styles.root}>
        {back}
        <EmptyState icon={<DocumentDismissRegular className={styles.icon} />} title={t('calls.detail.notFound')} />
      </div>
    )
  const c = loaded.data
  if (!c)
    return (
      <div className={styles.root}>
        {loaded.error ? <ErrorState message={loaded.error} onRetry={loaded.reload} /> : <LoadingState />}
      </div>
    )
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })
  const n = (v: number) => formatTokens(v, i18n.language)
  const href = servedHref(c)
  const facts: [string, ReactNode][] = [
    [t('calls.columns.model'), c.model],
    [t('calls.detail.engine'), t(`calls.engine.${c.engine}`)],
    [
      t('calls.columns.served'),
      href ? (
        <Link href={href} asChild>
          <FluentLink data-testid="model-call-served">{t(`calls.served.${c.served}`)}</FluentLink>
        </Link>
      ) : (
        t(`calls.served.${c.served}`)
      ),
    ],
    [t('calls.detail.tokensIn'), c.engine === 'llm' ? n(c.tokensIn) : '—'],
    [t('calls.detail.tokensOut'), c.engine === 'llm' ? n(c.tokensOut) : '—'],
    [t('calls.columns.latency'), <bdi key="latency">{formatDuration(c.latencyMs)}</bdi>],
    [t('calls.columns.cost'), formatCost(c.costMinor, c.currency, i18n.language)],
    [t('calls.columns.attempt'), t('calls.detail.attemptOf', { n: c.attempt, total: c.attempts.length })],
    [t('calls.columns.organization'), c.orgName],
  ]
  return (
    <div className={styles.root}>
      {back}
      <PageHeader
        title={t('calls.detail.title', { model: c.model })}
        badge={<CallStatusBadge status={c.status} />}
        subtitle={date.format(new Date(c.createdAt))}
      />
      {c.error && (
        <MessageBar intent={c.status === 'timeout' ? 'warning' : 'error'} data-testid="model-call-error">
          <MessageBarBody>
            <MessageBarTitle>
              {t(`calls.detail.failed.${c.status === 'timeout' ? 'timeout' : 'error'}`)}
            </MessageBarTitle>
            <span dir="auto">{c.error}</span>
          </MessageBarBody>
        </MessageBar>
      )}
      <SectionCard title={t('calls.detail.facts')}>
        <dl className={styles.grid}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>
                <Body1>{value}</Body1>
              </dd>
            </div>
          ))}
        </dl>
      </SectionCard>
      {c.attempts.length > 1 && (
        <SectionCard title={t('calls.detail.attempts')}>
          <ul className={styles.attempts} data-testid="model-call-attempts">
            {c.attempts.map((a) => (
              <li key={a.id} className={styles.attempt}>
                {a.id === c.id ? (
                  <Body1 aria-current="true">
                    <strong>{t('calls.detail.attemptN', { n: a.attempt })}</strong>
                  </Body1>
                ) : (
                  <Link href={paths.llm.call.getHref({ id: a.id })} asChild>
                    <FluentLink>{t('calls.detail.attemptN', { n: a.attempt })}</FluentLink>
                  </Link>
                )}
                <CallStatusBadge status={a.status} />
                <Body1 className={styles.note}>
                  <bdi>{formatDuration(a.latencyMs)}</bdi>
                </Body1>
              </li>
            ))}
          </ul>
        </SectionCard>
      )}
      <SectionCard title={t('calls.detail.prompt')}>
        <Body1 className={styles.note}>{t('calls.detail.maskedNote')}</Body1>
        <pre className={styles.text} dir="auto" data-testid="model-call-prompt" tabIndex={0}>
          {c.prompt}
        </pre>
      </SectionCard>
      <SectionCard title={t('calls.detail.response')}>
        {c.response ? (
          <pre className={styles.text} dir="auto" data-testid="model-call-response" tabIndex={0}>
            {readable(c.response)}
          </pre>
        ) : (
          <Body1 className={styles.note}>{t('calls.detail.noResponse')}</Body1>
        )}
      </SectionCard>
    </div>
  )
}
