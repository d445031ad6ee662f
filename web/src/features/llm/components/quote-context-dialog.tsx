import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { HighlightedText } from '../../../components/highlighted-text'
import { formatMs } from '../../../lib/format'
import { useLoad } from '../../../lib/use-load'
import { getRunSource, type Quote } from '../api'

const CONTEXT = 3

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '60vh',
    overflowY: 'auto',
  },
  line: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
  },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  time: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  speaker: { fontWeight: tokens.fontWeightSemibold },
})

/** A quote in its place: the utterance it came from with the ones around it, the quoted words marked. */
export function QuoteContextDialog({
  runId,
  quote,
  onClose,
}: {
  runId: string
  quote: Quote | null
  onClose: () => void
}) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const source = useLoad((signal) => getRunSource(runId, signal), [runId], t('result.contextError'))
  const current = useRef<HTMLDivElement>(null)
  const segments = source.data?.segments ?? []
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ')
  const at = quote
    ? segments.findIndex(
        (s) =>
          s.startMs === quote.startMs &&
          s.speaker === quote.speaker &&
          norm(s.text).includes(norm(quote.quote).slice(0, 40)),
      )
    : -1
  const index = at >= 0 ? at : quote ? segments.findIndex((s) => s.startMs === quote.startMs) : -1
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'center' })
  }, [index])
  const shown = index >= 0 ? segments.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1) : []
  return (
    <Dialog
      open={quote !== null}
      onOpenChange={(_, d) => {
        if (!d.open) onClose()
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('result.contextTitle')}</DialogTitle>
          <DialogContent>
            {source.error ? (
              <ErrorState message={source.error} onRetry={source.reload} />
            ) : !source.data ? (
              <LoadingState />
            ) : !quote?.verified || index < 0 ? (
              <Body1>{t('result.notInSource')}</Body1>
            ) : (
              <div className={styles.list} data-testid="llm-quote-context">
                {shown.map((s) => {
                  const isCurrent = s === segments[index]
                  return (
                    <div
                      key={`${s.startMs}-${s.speaker}`}
                      ref={isCurrent ? current : undefined}
                      className={`${styles.line} ${isCurrent ? styles.current : ''}`}
                    >
                      <span className={styles.time}>{formatMs(s.startMs)}</span>
                      <Body1>
                        <span className={styles.speaker}>{s.speaker}: </span>
                        {isCurrent ? <HighlightedText text={s.text} needle={quote.quote.toLowerCase()} /> : s.text}
                      </Body1>
                    </div>
                  )
                })}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
