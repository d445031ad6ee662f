import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMs } from '../../lib/format'
import { useResultCardStyles } from './result-card-styles'
import { quoteHref, type AskQuote } from './api'

const useStyles = makeStyles({
  quote: { overflowWrap: 'anywhere', lineHeight: tokens.lineHeightBase400, margin: 0 },
})

/** One cited quote: the line verbatim (as text, never markup), who said it, when, in which meeting; opens it there. */
export function AskQuoteCard({ quote, index }: { quote: AskQuote; index: number }) {
  const { t } = useTranslation('meetings')
  const styles = { ...useResultCardStyles(), ...useStyles() }
  const time = formatMs(quote.startMs)
  return (
    <Link
      href={quoteHref(quote)}
      className={styles.card}
      data-testid="ask-quote"
      aria-label={t('ask.openAt', { n: index + 1, title: quote.meetingTitle, time })}
    >
      <Subtitle2 className={styles.title}>
        <bdi dir="ltr">[{index + 1}]</bdi> {quote.meetingTitle}
      </Subtitle2>
      <Caption1 className={styles.meta}>
        {/* The time reads left to right in every language. */}
        <bdi dir="ltr">{time}</bdi> · <bdi>{quote.speaker ?? t('ask.unknownSpeaker')}</bdi>
      </Caption1>
      <Body1 as="p" className={styles.quote} data-testid="ask-quote-text">
        <bdi>“{quote.text}”</bdi>
      </Body1>
    </Link>
  )
}
