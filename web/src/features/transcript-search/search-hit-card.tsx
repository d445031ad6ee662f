import { Badge, Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMs } from '../../lib/format'
import { useResultCardStyles } from './result-card-styles'
import { hitHref, type TranscriptHit } from './api'
import { SnippetText } from './snippet-text'

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  snippet: { overflowWrap: 'anywhere', lineHeight: tokens.lineHeightBase400 },
})

/** One hit: where it is (meeting and moment, or report), the snippet; the whole card opens it. */
export function SearchHitCard({ hit }: { hit: TranscriptHit }) {
  const { t } = useTranslation('meetings')
  const styles = { ...useResultCardStyles(), ...useStyles() }
  const time = hit.startMs === null ? null : formatMs(hit.startMs)
  const title = hit.kind === 'report' ? (hit.reportTitle ?? hit.meetingTitle) : hit.meetingTitle
  return (
    <Link
      href={hitHref(hit)}
      className={styles.card}
      data-testid="search-hit"
      aria-label={time ? t('search.openAt', { title, time }) : t('search.openReport', { title })}
    >
      <div className={styles.head}>
        <Badge appearance="tint" color={hit.kind === 'report' ? 'informative' : 'brand'}>
          {t(`search.${hit.kind}`)}
        </Badge>
        <Subtitle2 className={styles.title}>{title}</Subtitle2>
      </div>
      {time !== null && (
        <Caption1 className={styles.meta}>
          {/* The time reads left to right in every language. */}
          <bdi dir="ltr">{time}</bdi> · <bdi>{hit.speaker}</bdi>
        </Caption1>
      )}
      {hit.kind === 'report' && <Caption1 className={styles.meta}>{hit.meetingTitle}</Caption1>}
      <Body1 className={styles.snippet} data-testid="search-snippet">
        <SnippetText parts={hit.snippet} />
      </Body1>
    </Link>
  )
}
