import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../components/section-card'
import { formatMs } from '../../lib/format'
import { TalkTimeChart } from './charts/talk-time-chart'
import type { Overview } from './content-types'
import { dueKeyOf } from './due-words'
import { EvidenceList, EvidenceQuote } from './evidence-quote'
import { Columns, Muted, Stack, SubHeading } from './parts'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Fluent's table is fixed-layout; numeric columns read better sized to their headers.
  table: { tableLayout: 'auto' },
  phrases: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
})

/** The conversation metrics every builtin report carries: talk time, speaker statistics, phrases, action items. */
export function OverviewSection({ overview }: { overview: Overview }) {
  const { t } = useTranslation('reportKinds')
  const { t: t2 } = useTranslation('analysis2')
  const dueText = (due: string) => {
    const key = dueKeyOf(due)
    return key ? t2(`due.${key}`) : due
  }
  const styles = useStyles()
  return (
    <SectionCard title={t('overview.title', { duration: formatMs(overview.durationMs) })}>
      <Columns>
        <Stack>
          <SubHeading>{t('charts.talkTime')}</SubHeading>
          <TalkTimeChart shares={overview.speakers} />
        </Stack>
        <Stack>
          <SubHeading>{t('overview.speakers')}</SubHeading>
          <div className={styles.scroll}>
            <Table size="small" className={styles.table} aria-label={t('overview.speakers')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('overview.speaker')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.share')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.turns')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.wpm')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.questions')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.interruptions')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.fillers')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {overview.speakers.map((s) => (
                  <TableRow key={s.speaker}>
                    <TableCell>{s.speaker}</TableCell>
                    <TableCell>{s.sharePct}%</TableCell>
                    <TableCell>{s.turns}</TableCell>
                    <TableCell>{s.wordsPerMinute}</TableCell>
                    <TableCell>{s.questions}</TableCell>
                    <TableCell>{s.interruptions}</TableCell>
                    <TableCell>{s.fillerCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {overview.keyPhrases.length > 0 && (
            <>
              <SubHeading>{t('overview.keyPhrases')}</SubHeading>
              <div className={styles.phrases}>
                {overview.keyPhrases.map((p) => (
                  <Badge key={p.phrase} appearance="tint" color="brand">
                    {p.phrase} · {p.count}
                  </Badge>
                ))}
              </div>
            </>
          )}
        </Stack>
      </Columns>
      <Columns>
        <Stack>
          <SubHeading>{t('overview.actionItems')}</SubHeading>
          {overview.actionItems.length === 0 ? (
            <Muted>{t('overview.noActionItems')}</Muted>
          ) : (
            <ul className={styles.actions}>
              {overview.actionItems.map((a, i) => (
                <li key={i}>
                  {/* Name and task keep their own direction: an English task's full stop stays at its end in Arabic. */}
                  <strong>
                    <bdi>{a.owner}</bdi>
                  </strong>
                  : <bdi>{a.text}</bdi>
                  {a.due ? ` (${t('overview.due', { due: dueText(a.due) })})` : ''}
                  <EvidenceQuote evidence={a.evidence} />
                </li>
              ))}
            </ul>
          )}
        </Stack>
        <Stack>
          <SubHeading>{t('overview.highlights')}</SubHeading>
          {overview.highlights.length === 0 ? (
            <Muted>{t('none')}</Muted>
          ) : (
            <EvidenceList evidence={overview.highlights} max={5} />
          )}
        </Stack>
      </Columns>
    </SectionCard>
  )
}
