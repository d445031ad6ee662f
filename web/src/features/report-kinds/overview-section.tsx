import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { breakpoints } from '../../theme/breakpoints'
import { useMediaQuery } from '../../theme/use-media-query'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../components/section-card'
import { formatMs } from '../../lib/format'
import { TalkTimeChart } from './charts/talk-time-chart'
import type { ApiSchemas } from '../../lib/api-client'

import { dueKeyOf } from './due-words'
import { EvidenceList, EvidenceQuote } from './evidence-quote'
import { Columns, Muted, Stack, SubHeading } from './parts'

type Overview = ApiSchemas['ReportOverview']

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Fluent's table is fixed-layout; numeric columns read better sized to their headers.
  table: { tableLayout: 'auto' },
  cards: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  metrics: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: `${tokens.spacingVerticalXS} 0 0`,
  },
  metric: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  metricName: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  metricValue: { margin: 0, fontVariantNumeric: 'tabular-nums' },
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
  const { t, i18n } = useTranslation('reportKinds')
  const dueText = (due: string) => {
    const key = dueKeyOf(due)
    return key ? t(`due.${key}`) : due
  }
  // A due date resolved against the meeting day reads as a date in the reader's language.
  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`))
  const decisions = overview.decisions ?? []
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
          <SpeakerStats speakers={overview.speakers} />
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
                  {a.dueDate
                    ? ` (${t('overview.dueOn', { date: dateText(a.dueDate) })})`
                    : a.due
                      ? ` (${t('overview.due', { due: dueText(a.due) })})`
                      : ''}
                  <EvidenceQuote evidence={a.evidence} />
                </li>
              ))}
            </ul>
          )}
        </Stack>
        <Stack>
          <SubHeading>{t('overview.decisions')}</SubHeading>
          {decisions.length === 0 ? (
            <Muted>{t('overview.noDecisions')}</Muted>
          ) : (
            <ul className={styles.actions}>
              {decisions.map((d, i) => (
                <li key={i}>
                  <bdi>{d.text ?? d.quote}</bdi>
                  <EvidenceQuote evidence={d} />
                </li>
              ))}
            </ul>
          )}
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

type Speaker = Overview['speakers'][number]
const METRICS: {
  key: 'share' | 'turns' | 'wpm' | 'questions' | 'interruptions' | 'fillers'
  value: (s: Speaker) => string | number
}[] = [
  { key: 'share', value: (s) => `${s.sharePct}%` },
  { key: 'turns', value: (s) => s.turns },
  { key: 'wpm', value: (s) => s.wordsPerMinute },
  { key: 'questions', value: (s) => s.questions },
  { key: 'interruptions', value: (s) => s.interruptions },
  { key: 'fillers', value: (s) => s.fillerCount },
]

/**
 * Per-speaker metrics: a table, and below the small breakpoint one card per speaker (seven columns do not fit
 * 390 px, and a sideways scroll hid the last ones without a hint).
 */
function SpeakerStats({ speakers }: { speakers: Speaker[] }) {
  const { t } = useTranslation('reportKinds')
  const styles = useStyles()
  const narrow = useMediaQuery(`(max-width: ${breakpoints.sm - 1}px)`)
  if (narrow)
    return (
      <ul className={styles.cards} aria-label={t('overview.speakers')}>
        {speakers.map((s) => (
          <li key={s.speaker} className={styles.card}>
            <Text weight="semibold">{s.speaker}</Text>
            <dl className={styles.metrics}>
              {METRICS.map((m) => (
                <div key={m.key} className={styles.metric}>
                  <dt className={styles.metricName}>{t(`overview.${m.key}`)}</dt>
                  <dd className={styles.metricValue}>{m.value(s)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    )
  return (
    <div className={styles.scroll}>
      <Table size="small" className={styles.table} aria-label={t('overview.speakers')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('overview.speaker')}</TableHeaderCell>
            {METRICS.map((m) => (
              <TableHeaderCell key={m.key}>{t(`overview.${m.key}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {speakers.map((s) => (
            <TableRow key={s.speaker}>
              <TableCell>{s.speaker}</TableCell>
              {METRICS.map((m) => (
                <TableCell key={m.key}>{m.value(s)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
