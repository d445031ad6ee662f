import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { HighlightedText } from '../../../components/highlighted-text'
import type { Segment } from '../api'

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderRadius: tokens.borderRadiusMedium,
    transitionProperty: 'background-color, box-shadow',
    transitionDuration: tokens.durationNormal,
  },
  active: { backgroundColor: tokens.colorBrandBackground2, boxShadow: `inset 0 0 0 1px ${tokens.colorBrandStroke2}` },
  dimmed: { opacity: 0.4 },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0 },
  time: {
    border: 'none',
    background: 'none',
    padding: 0,
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    flexShrink: 0,
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    ':hover': { color: tokens.colorBrandForeground1, textDecoration: 'underline' },
  },
  speaker: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  text: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
})

interface TranscriptSegmentProps {
  index: number
  segment: Segment
  color: string
  timeLabel: string
  selectLabel: string
  needle: string
  active: boolean
  dimmed: boolean
  onSelect: () => void
}

/** One utterance, stacked (time and speaker over the text) to fit the narrow side panel. */
export function TranscriptSegment({
  index,
  segment,
  color,
  timeLabel,
  selectLabel,
  needle,
  active,
  dimmed,
  onSelect,
}: TranscriptSegmentProps) {
  const styles = useStyles()
  return (
    <div
      role="listitem"
      data-segment={index}
      data-active={active || undefined}
      aria-current={active || undefined}
      className={mergeClasses(styles.row, active && styles.active, dimmed && styles.dimmed)}
      style={{ borderInlineStartColor: color }}
    >
      <div className={styles.head}>
        <button type="button" className={styles.time} onClick={onSelect} aria-label={selectLabel}>
          {timeLabel}
        </button>
        <span className={styles.speaker} style={{ color }} title={segment.speaker}>
          {segment.speaker}
        </span>
      </div>
      <span className={styles.text}>
        <HighlightedText text={segment.text} needle={needle} />
      </span>
    </div>
  )
}
