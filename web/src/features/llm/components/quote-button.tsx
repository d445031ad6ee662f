import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components'
import { WarningRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { formatMs } from '../../../lib/format'
import type { Quote } from '../api'

const useStyles = makeStyles({
  quote: {
    display: 'block',
    textAlign: 'start',
    height: 'auto',
    fontStyle: 'italic',
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'normal',
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    paddingInlineStart: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  unverified: { borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  meta: { fontStyle: 'normal', color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalXS },
  warn: { color: tokens.colorPaletteRedForeground1, verticalAlign: 'middle' },
})

/** A quote under an item; clicking it opens the quote in its place in the source. */
export function QuoteButton({ quote, onOpen }: { quote: Quote; onOpen: (q: Quote) => void }) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const button = (
    <Button
      appearance="transparent"
      className={`${styles.quote} ${quote.verified ? '' : styles.unverified}`}
      onClick={() => onOpen(quote)}
      data-testid="llm-quote"
    >
      “{quote.quote}”
      <span className={styles.meta}>
        — {quote.speaker}
        {quote.verified ? `, ${formatMs(quote.startMs)}` : ''}
        {!quote.verified && (
          <>
            {' '}
            <WarningRegular className={styles.warn} /> {t('result.unverified')}
          </>
        )}
      </span>
    </Button>
  )
  return quote.verified ? (
    button
  ) : (
    <Tooltip content={t('result.unverifiedHint')} relationship="description">
      {button}
    </Tooltip>
  )
}
