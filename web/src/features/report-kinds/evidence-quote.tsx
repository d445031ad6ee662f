import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { OpenRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMs } from '../../lib/format'
import type { ApiSchemas } from '../../lib/api-client'

import { useEvidenceLink } from './evidence-context'

type Evidence = ApiSchemas['Evidence']

const useStyles = makeStyles({
  quote: {
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke2,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    breakInside: 'avoid',
  },
  text: { fontStyle: 'italic' },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    color: tokens.colorNeutralForeground3,
  },
  link: { display: 'inline-flex', alignItems: 'center', gap: '2px', color: tokens.colorBrandForeground1 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

/** A verbatim quote with its speaker and time; the time opens the transcript there when there is one. */
export function EvidenceQuote({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation('reportKinds')
  const styles = useStyles()
  const hrefFor = useEvidenceLink()
  const time = formatMs(evidence.startMs)
  return (
    // data-evidence-ms: the "back to the report" link returns to this quote (features/analysis/back-to-report).
    <blockquote className={styles.quote} data-evidence-ms={evidence.startMs}>
      {/* The quote keeps its own direction (an English quote in the Arabic interface), its marks inside it. */}
      <div className={styles.text} dir="auto">
        “{evidence.quote}”
      </div>
      <Caption1 className={styles.meta}>
        <bdi>{evidence.speaker}</bdi>
        {hrefFor ? (
          <Link href={hrefFor(evidence.startMs)} className={styles.link} aria-label={t('evidence.open', { time })}>
            {time} <OpenRegular />
          </Link>
        ) : (
          <span>{time}</span>
        )}
      </Caption1>
    </blockquote>
  )
}

/** The first `max` quotes of a claim: enough to check it without drowning the page. */
export function EvidenceList({ evidence, max = 3 }: { evidence: Evidence[]; max?: number }) {
  const styles = useStyles()
  if (evidence.length === 0) return null
  return (
    <div className={styles.list}>
      {evidence.slice(0, max).map((e, i) => (
        <EvidenceQuote key={i} evidence={e} />
      ))}
    </div>
  )
}
