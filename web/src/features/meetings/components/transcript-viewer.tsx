import { Button, Input, makeStyles, mergeClasses, SearchBox, tokens } from '@fluentui/react-components'
import { ArrowForwardRegular } from '@fluentui/react-icons'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Transcript } from '../api'
import { formatMs, parseTime } from '../../../lib/format'
import { SpeakerLegend } from './speaker-legend'
import { TranscriptLine } from './transcript-line'

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    alignItems: 'center',
    marginBottom: tokens.spacingVerticalM,
  },
  search: { flexGrow: 1, maxWidth: '320px' },
  jump: { display: 'flex', gap: tokens.spacingHorizontalXS },
  time: { width: '96px' },
  muted: { color: tokens.colorNeutralForeground3 },
  lines: { maxHeight: '560px', overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  printable: { '@media print': { maxHeight: 'none', overflowY: 'visible' } },
})

/**
 * The index of the segment a time points at. Evidence and chapters carry their segment's start, so the first segment
 * starting exactly then is the one (two may share a start); otherwise the last one that started at or before it.
 */
export function segmentAt(segments: Transcript['segments'], ms: number): number {
  const exact = segments.findIndex((s) => s.startMs === ms)
  if (exact >= 0) return exact
  let found = 0
  segments.forEach((s, i) => {
    if (s.startMs <= ms) found = i
  })
  return found
}

interface TranscriptViewerProps {
  transcript: Transcript
  /** Opened from an evidence quote: scroll to and mark this time. */
  initialMs?: number
}

/** Segments coloured by speaker, searchable, with a jump to a time; evidence links open it at their timestamp. */
export function TranscriptViewer({ transcript, initialMs }: TranscriptViewerProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [q, setQ] = useState('')
  const [time, setTime] = useState('')
  const [active, setActive] = useState<number | null>(
    initialMs === undefined ? null : segmentAt(transcript.segments, initialMs),
  )
  const container = useRef<HTMLDivElement>(null)
  const needle = q.trim().toLowerCase()
  const matches = useMemo(
    () =>
      needle
        ? transcript.segments.filter(
            (s) => s.text.toLowerCase().includes(needle) || s.speaker.toLowerCase().includes(needle),
          ).length
        : 0,
    [needle, transcript.segments],
  )

  useEffect(() => {
    if (active === null) return
    container.current
      ?.querySelector(`[data-segment="${active}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [active])

  const jump = () => {
    const ms = parseTime(time)
    if (ms !== null) setActive(segmentAt(transcript.segments, ms))
  }

  return (
    <div>
      <div className={mergeClasses(styles.toolbar, 'no-print')}>
        <SearchBox
          className={styles.search}
          placeholder={t('transcript.search')}
          aria-label={t('transcript.search')}
          value={q}
          onChange={(_, d) => setQ(d.value)}
        />
        {needle && <span className={styles.muted}>{t('transcript.matches', { count: matches })}</span>}
        <form
          className={styles.jump}
          onSubmit={(e) => {
            e.preventDefault()
            jump()
          }}
        >
          <Input
            className={styles.time}
            aria-label={t('transcript.jumpTo')}
            placeholder={t('transcript.timePlaceholder')}
            value={time}
            onChange={(_, d) => setTime(d.value)}
          />
          <Button type="submit" icon={<ArrowForwardRegular />}>
            {t('transcript.jump')}
          </Button>
        </form>
      </div>
      <SpeakerLegend speakers={transcript.speakers} />
      <div
        ref={container}
        className={mergeClasses(styles.lines, styles.printable)}
        role="list"
        aria-label={t('transcript.title')}
      >
        {transcript.segments.map((s, i) => (
          <TranscriptLine
            key={i}
            index={i}
            segment={s}
            speakers={transcript.speakers}
            needle={needle}
            active={active === i}
            dimmed={
              Boolean(needle) && !s.text.toLowerCase().includes(needle) && !s.speaker.toLowerCase().includes(needle)
            }
            onSelect={() => setActive(i)}
            timeLabel={formatMs(s.startMs)}
          />
        ))}
      </div>
    </div>
  )
}
