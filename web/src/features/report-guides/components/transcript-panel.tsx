import { Caption1, Card, makeStyles, SearchBox, Subtitle2, tokens } from '@fluentui/react-components'
import { useEffect, useMemo, useRef, useState } from 'react'
import { SpeakerLegend } from '../../meetings'
import { formatMs, speakerColor } from '../../../lib/format'
import type { Segment } from '../api'
import { useGuideText } from '../use-guide-text'
import { segmentIndexAt } from '../transcript-focus'
import { TranscriptSegment } from './transcript-segment'
import { above } from '../../../theme/breakpoints'

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalM,
    scrollMarginTop: '72px',
    // Beside the report on wide screens it stays in view while the report scrolls; stacked below it otherwise.
    [above('lg')]: { position: 'sticky', top: '80px', maxHeight: 'calc(100vh - 100px)' },
  },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  hint: {
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
  lines: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    overflowY: 'auto',
    minHeight: '160px',
    maxHeight: '70vh',
    [above('lg')]: { maxHeight: 'none', flexGrow: 1 },
  },
})

interface TranscriptPanelProps {
  segments: Segment[]
  sampleTitle: string
  language: string
  /** The time an evidence quote asked for (the page's `?t=`); its segment is highlighted and scrolled to. */
  focusMs: number | null
}

/** The sample transcript beside a worked example: evidence quotes highlight their segment here. */
export function TranscriptPanel({ segments, sampleTitle, language, focusMs }: TranscriptPanelProps) {
  const { t } = useGuideText()
  const styles = useStyles()
  const card = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const [q, setQ] = useState('')
  const [active, setActive] = useState<number | null>(null)
  const needle = q.trim().toLowerCase()
  const speakers = useMemo(() => [...new Set(segments.map((s) => s.speaker))], [segments])
  const matches = (s: Segment) => s.text.toLowerCase().includes(needle) || s.speaker.toLowerCase().includes(needle)
  const count = needle ? segments.filter(matches).length : 0
  const duration = segments.length
    ? Math.max(...segments.map((s) => s.endMs)) - Math.min(...segments.map((s) => s.startMs))
    : 0
  const languageLabel =
    language === 'en' || language === 'ru'
      ? t(`transcript.language.${language}`)
      : t('transcript.language.other', { code: language })

  useEffect(() => {
    if (focusMs !== null && segments.length) setActive(segmentIndexAt(segments, focusMs))
  }, [focusMs, segments])

  // Scroll the list (not the page) to the segment; when the panel is off screen (stacked layout), bring it in first.
  useEffect(() => {
    if (active === null) return
    const row = list.current?.querySelector<HTMLElement>(`[data-segment="${active}"]`)
    const box = list.current
    if (!row || !box) return
    box.scrollTo({ top: row.offsetTop - box.clientHeight / 2 + row.clientHeight / 2, behavior: 'smooth' })
    const rect = card.current?.getBoundingClientRect()
    if (rect && (rect.top > window.innerHeight || rect.bottom < 0))
      card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [active])

  return (
    <Card ref={card} className={styles.card} aria-labelledby="example-transcript-title">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="example-transcript-title" className={styles.heading}>
          {t('transcript.title')}
        </Subtitle2>
        <Caption1>{sampleTitle}</Caption1>
        <Caption1 className={styles.muted}>
          {t('transcript.meta', { language: languageLabel, segments: segments.length, duration: formatMs(duration) })}
        </Caption1>
      </div>
      <Caption1 className={styles.hint}>{t('example.evidenceHint')}</Caption1>
      {segments.length === 0 ? (
        <Caption1 className={styles.muted}>{t('transcript.empty')}</Caption1>
      ) : (
        <>
          <SearchBox
            size="small"
            placeholder={t('transcript.search')}
            aria-label={t('transcript.search')}
            value={q}
            onChange={(_, d) => setQ(d.value)}
          />
          {needle && (
            <Caption1 className={styles.muted} aria-live="polite">
              {t('transcript.matches', { count })}
            </Caption1>
          )}
          <SpeakerLegend speakers={speakers} />
          <div ref={list} className={styles.lines} role="list" aria-label={t('transcript.title')}>
            {segments.map((s, i) => (
              <TranscriptSegment
                key={i}
                index={i}
                segment={s}
                color={speakerColor(speakers, s.speaker)}
                timeLabel={formatMs(s.startMs)}
                selectLabel={t('transcript.select', { time: formatMs(s.startMs) })}
                needle={needle}
                active={active === i}
                dimmed={Boolean(needle) && !matches(s)}
                onSelect={() => setActive(i)}
              />
            ))}
          </div>
        </>
      )}
    </Card>
  )
}
