import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { below } from '../../../theme/breakpoints'
import { HighlightedText } from '../../../components/highlighted-text'
import type { Segment } from '../api'
import { speakerColor } from '../../../lib/format'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '64px 140px 1fr',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'transparent',
    borderRadius: tokens.borderRadiusMedium,
    // At phone widths three columns left the words some 70 px, and a long word overflowed out of sight: time and
    // speaker share a line, the words take the full width below.
    [below('sm')]: { gridTemplateColumns: 'auto minmax(0, 1fr)', rowGap: '2px' },
  },
  words: { [below('sm')]: { gridColumn: '1 / -1' } },
  active: { backgroundColor: tokens.colorBrandBackground2 },
  dimmed: { opacity: 0.45 },
  time: {
    border: 'none',
    background: 'none',
    padding: 0,
    cursor: 'pointer',
    textAlign: 'start',
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    ':hover': { color: tokens.colorBrandForeground1 },
  },
  speaker: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
})

interface TranscriptLineProps {
  index: number
  segment: Segment
  speakers: string[]
  needle: string
  active: boolean
  dimmed: boolean
  timeLabel: string
  onSelect: () => void
}

export function TranscriptLine({
  index,
  segment,
  speakers,
  needle,
  active,
  dimmed,
  timeLabel,
  onSelect,
}: TranscriptLineProps) {
  const styles = useStyles()
  const color = speakerColor(speakers, segment.speaker)
  return (
    <div
      role="listitem"
      data-segment={index}
      data-active={active || undefined}
      className={mergeClasses(styles.row, active && styles.active, dimmed && styles.dimmed)}
      style={{ borderInlineStartColor: color }}
    >
      <button type="button" className={styles.time} onClick={onSelect}>
        {timeLabel}
      </button>
      <span className={styles.speaker} style={{ color }} title={segment.speaker} dir="auto">
        {segment.speaker}
      </span>
      <span dir="auto" className={styles.words}>
        <HighlightedText text={segment.text} needle={needle} />
      </span>
    </div>
  )
}
