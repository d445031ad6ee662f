import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { formatMs } from '../../../lib/format'
import type { Loaded } from '../../../lib/use-load'
import type { MeetingChapters as Outline } from '../api'

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: '64px 1fr',
    gap: tokens.spacingHorizontalM,
    alignItems: 'baseline',
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'transparent',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  time: {
    fontVariantNumeric: 'tabular-nums',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorBrandForeground1,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
})

interface MeetingChaptersProps {
  hasTranscript: boolean
  outline: Loaded<Outline>
  /** The time the transcript shows (the page's `?t=`): its chapter is marked current. */
  atMs: number | null
  onOpen: (ms: number) => void
}

/**
 * The meeting's chapters, each a time and a title; choosing one opens the transcript there. Titles are the
 * transcript's own words, so they carry its language (an Arabic meeting's titles read right to left in any UI).
 */
export function MeetingChapters({ hasTranscript, outline, atMs, onOpen }: MeetingChaptersProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  if (!hasTranscript) return <EmptyState title={t('chapters.noTranscript')} />
  if (outline.error) return <ErrorState message={outline.error} onRetry={outline.reload} />
  if (!outline.data || outline.loading) return <LoadingState label={t('chapters.loading')} />
  const { chapters, language } = outline.data
  if (!chapters.length) return <EmptyState title={t('chapters.empty')} />
  const current = atMs === null ? -1 : chapters.findLastIndex((c) => Math.round(c.startSeconds * 1000) <= atMs)
  return (
    <ol className={styles.list} aria-label={t('chapters.title')}>
      {chapters.map((c, i) => {
        const ms = Math.round(c.startSeconds * 1000)
        return (
          <li key={c.firstSegment}>
            <button
              type="button"
              className={mergeClasses(styles.item, i === current && styles.current)}
              aria-current={i === current ? 'true' : undefined}
              data-first-segment={c.firstSegment}
              onClick={() => onOpen(ms)}
            >
              {/* Times read left to right in every language ("12:05", not "05:12"); an attribute, as Griffel flips a
                 `direction` declaration in right-to-left pages. */}
              <span className={styles.time} dir="ltr">
                {formatMs(ms)}
              </span>
              <span className={styles.text}>
                {/* The title in its own direction (bdi), its line aligned to the page's start like the rest. */}
                <span className={styles.title}>
                  {c.title ? <bdi lang={language}>{c.title}</bdi> : t('chapters.untitled', { n: i + 1 })}
                </span>
                <Caption1 className={styles.muted}>
                  {t('chapters.until', { end: formatMs(c.endSeconds * 1000) })}
                </Caption1>
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
