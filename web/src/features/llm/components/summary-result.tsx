import {
  Body1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { formatMs } from '../../../lib/format'
import type { Quote, SummaryOptions, SummaryResult } from '../api'
import { QuoteButton } from './quote-button'
import { QuoteContextDialog } from './quote-context-dialog'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  meta: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto' },
  note: { color: tokens.colorNeutralForeground3 },
})

type Section = SummaryOptions['sections'][number]

/**
 * The sections of a summary, each item with its quote; a quote opens in the source. A section that was asked for
 * and found nothing says so: a missing card reads as a section forgotten.
 */
export function SummaryResultView({
  runId,
  result,
  sections,
}: {
  runId: string
  result: SummaryResult
  /** The sections the run asked for; without them only sections with items show. */
  sections?: readonly Section[]
}) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const [open, setOpen] = useState<Quote | null>(null)
  const asked = (section: Section) => sections?.includes(section) ?? false
  const noneFound = (testId: string) => (
    <Body1 className={styles.note} data-testid={`${testId}-none`}>
      {t('result.noneFound')}
    </Body1>
  )
  const list = <T,>(section: Section, items: T[], render: (item: T) => ReactNode, testId: string) =>
    items.length > 0 ? (
      <SectionCard title={t(`sections.${section}`)}>
        <ul className={styles.list} data-testid={testId}>
          {items.map((item, i) => (
            <li key={i} className={styles.item}>
              {render(item)}
            </li>
          ))}
        </ul>
      </SectionCard>
    ) : (
      asked(section) && <SectionCard title={t(`sections.${section}`)}>{noneFound(testId)}</SectionCard>
    )
  const quote = (q: Quote) => <QuoteButton quote={q} onOpen={setOpen} />
  // An extractive item is its quote: say it once.
  const item = (i: { text: string; quote: Quote }) => (
    <>
      {i.text !== i.quote.quote && <Body1>{i.text}</Body1>}
      {quote(i.quote)}
    </>
  )
  const empty =
    !result.summary.length &&
    !result.topics.length &&
    !result.decisions.length &&
    !result.actionItems.length &&
    !result.questions.length &&
    !result.speakers.length
  return (
    <div className={styles.root}>
      {empty && !sections?.length && <Body1>{t('result.empty')}</Body1>}
      {list('summary', result.summary, item, 'llm-section-summary')}
      {list(
        'topics',
        result.topics,
        (i) => (
          <>
            <Body1>
              <strong>{i.title}</strong> <span className={styles.meta}>{formatMs(i.startMs)}</span>
            </Body1>
            {quote(i.quote)}
          </>
        ),
        'llm-section-topics',
      )}
      {list('decisions', result.decisions, item, 'llm-section-decisions')}
      {list(
        'actionItems',
        result.actionItems,
        (i) => (
          <>
            {i.text !== i.quote.quote && <Body1>{i.text}</Body1>}
            {(i.owner || i.due) && (
              <span className={styles.meta}>
                {[i.owner && t('result.owner', { owner: i.owner }), i.due && t('result.due', { due: i.due })]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
            {quote(i.quote)}
          </>
        ),
        'llm-section-actions',
      )}
      {list(
        'questions',
        result.questions,
        (i) => (
          <>
            <Body1>{i.text}</Body1>
            {quote(i.quote)}
          </>
        ),
        'llm-section-questions',
      )}
      {result.speakers.length === 0 && asked('speakers') && (
        <SectionCard title={t('sections.speakers')}>{noneFound('llm-section-speakers')}</SectionCard>
      )}
      {result.speakers.length > 0 && (
        <SectionCard title={t('sections.speakers')}>
          <div className={styles.scroll}>
            <Table size="small" aria-label={t('sections.speakers')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('speakers.speaker')}</TableHeaderCell>
                  <TableHeaderCell>{t('speakers.share')}</TableHeaderCell>
                  <TableHeaderCell>{t('speakers.talkTime')}</TableHeaderCell>
                  <TableHeaderCell>{t('speakers.words')}</TableHeaderCell>
                  <TableHeaderCell>{t('speakers.turns')}</TableHeaderCell>
                  <TableHeaderCell>{t('speakers.questions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.speakers.map((s) => (
                  <TableRow key={s.speaker}>
                    <TableCell>{s.speaker}</TableCell>
                    <TableCell>{s.sharePct}%</TableCell>
                    <TableCell>{formatMs(s.talkTimeMs)}</TableCell>
                    <TableCell>{s.words}</TableCell>
                    <TableCell>{s.turns}</TableCell>
                    <TableCell>{s.questions}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </SectionCard>
      )}
      {result.droppedUnverified > 0 && (
        <Body1 className={styles.note}>{t('result.dropped', { count: result.droppedUnverified })}</Body1>
      )}
      <QuoteContextDialog runId={runId} quote={open} onClose={() => setOpen(null)} />
    </div>
  )
}
