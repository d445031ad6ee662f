import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components'
import { BookOpenRegular, DocumentDismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { PageHeader } from '../../components/page-header'
import { SectionCard } from '../../components/section-card'
import { useLoad } from '../../lib/use-load'
import { EvidenceLinkContext } from '../report-kinds'
import { ReportContent } from '../report-kinds'
import { getReportExample } from './api'
import { KindLinks } from './components/kind-links'
import { TranscriptPanel } from './components/transcript-panel'
import { guideForTitleKey, KIND_GUIDES, type KindGuide } from './kind-catalogue'
import { useCanOpen } from './use-can-open'
import { above } from '../../theme/breakpoints'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1440px',
    width: '100%',
    margin: '0 auto',
  },
  // The report and its transcript side by side on wide screens; the transcript follows the report otherwise.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [above('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 360px)' },
  },
  report: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  summary: { whiteSpace: 'pre-line' },
  source: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** /reports-example/*: a kind's report produced from a bundled sample, its transcript beside it for the evidence. */
export function ReportExamplePage({ route }: ScreenProps) {
  const guide = guideForTitleKey(route.titleKey)
  const styles = useStyles()
  const { t } = useTranslation('reportGuides')
  if (!guide)
    return (
      <div className={styles.root}>
        <EmptyState icon={<DocumentDismissRegular className={styles.icon} />} title={t('example.unknownKind')} />
      </div>
    )
  return <ExampleView guide={guide} path={route.path} />
}

function ExampleView({ guide, path }: { guide: KindGuide; path: string }) {
  const { t } = useTranslation('reportGuides')
  const styles = useStyles()
  const canOpen = useCanOpen()
  const example = useLoad((signal) => getReportExample(guide.kind, signal), [guide.kind], t('example.loadError'))
  const at = new URLSearchParams(useSearch()).get('t')
  const focusMs = at !== null && /^\d+$/.test(at) ? Number(at) : null
  const name = t(`kinds.${guide.key}.name`)
  const e = example.data

  const siblings = KIND_GUIDES.filter((g) => g.example && canOpen(g.example.path)).map((g) => ({
    key: g.key,
    href: g.example!.getHref(),
    label: t(`kinds.${g.key}.name`),
    current: g.key === guide.key,
  }))
  const template = guide.template && canOpen(guide.template.path) ? guide.template : null
  // Evidence stays on this page: the quote's time highlights its segment in the transcript panel.
  const evidenceHref = (ms: number) => `${path}?t=${ms}`

  let body
  if (example.notFound)
    body = <EmptyState icon={<DocumentDismissRegular className={styles.icon} />} title={t('example.notFound')} />
  else if (!e) body = example.error ? <ErrorState message={example.error} onRetry={example.reload} /> : <LoadingState />
  else {
    body = (
      <div className={styles.grid}>
        <div className={styles.report}>
          <SectionCard title={t('example.summary')}>
            <Body1 className={styles.summary}>{e.summary}</Body1>
          </SectionCard>
          <EvidenceLinkContext.Provider value={evidenceHref}>
            <ReportContent report={e} />
          </EvidenceLinkContext.Provider>
        </div>
        <TranscriptPanel
          segments={e.segments}
          sampleTitle={e.sample.title}
          language={e.sample.language}
          focusMs={focusMs}
        />
      </div>
    )
  }

  return (
    <div className={styles.root}>
      <PageHeader
        title={t('example.title', { kind: name })}
        badge={
          <Badge appearance="tint" color="brand">
            {t('example.badge')}
          </Badge>
        }
        subtitle={
          <>
            {t(`kinds.${guide.key}.intro`)}
            {e && (
              <>
                <br />
                <span className={styles.source}>{t('example.source', { title: e.title, sample: e.sample.title })}</span>
              </>
            )}
          </>
        }
        actions={
          template && (
            <Link href={template.getHref()} asChild>
              <Button icon={<BookOpenRegular />}>{t('example.howToRead')}</Button>
            </Link>
          )
        }
      />
      <KindLinks label={t('example.siblings')} items={siblings} />
      {body}
    </div>
  )
}
