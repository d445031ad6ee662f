import { Body1, Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { LlmRunListItem } from '../api'
import { RunStatusBadge } from './run-status-badge'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** "Chunk 3 of 8", then "Combining": the stage of a live run, with a bar and a cancel button. */
export function RunProgress({
  run,
  mode,
  onCancel,
}: {
  run: LlmRunListItem | undefined
  mode: 'stream' | 'poll'
  onCancel?: () => void
}) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const p = run?.progress
  const label =
    !run || run.status === 'queued'
      ? t('progress.queued')
      : p?.stage === 'map'
        ? t('progress.chunk', { current: p.current, total: p.total })
        : p?.stage === 'reduce'
          ? t('progress.combining')
          : p?.stage === 'done'
            ? t('progress.done')
            : t('progress.reading')
  const value = p && p.stage === 'map' && p.total ? (p.current - 1) / p.total : p?.stage === 'reduce' ? 0.95 : undefined
  return (
    <div className={styles.root} role="status" aria-live="polite" data-testid="llm-progress">
      <div className={styles.line}>
        {run && <RunStatusBadge status={run.status} />}
        <Body1>{label}</Body1>
        <span className={styles.muted}>{mode === 'stream' ? t('progress.live') : t('progress.polling')}</span>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
      </div>
      <ProgressBar value={value} thickness="large" aria-label={label} />
    </div>
  )
}
