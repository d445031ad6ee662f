import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { scoreColor } from './charts/palette'
import type { ApiSchemas } from '../../lib/api-client'

import { EvidenceList } from './evidence-quote'
import { Muted } from './parts'
import { EvidenceCount } from '../analysis'

type CriterionScore = ApiSchemas['CriterionScore']

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, breakInside: 'avoid' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1 },
  score: { fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  keywords: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

/** Each scored criterion with its rationale, the keywords it matched and the quotes behind the score. */
export function CriterionList({
  items,
  extra,
}: {
  items: CriterionScore[]
  extra?: (item: CriterionScore) => ReactNode
}) {
  const { t, i18n } = useTranslation('reportKinds')
  // A builtin criterion keeps its English title unless the organization renamed it: that one is translated.
  const titleOf = (c: CriterionScore) => {
    const key = `criterionTitles.${c.id}` as 'criterionTitles.communication'
    return i18n.getFixedT('en', 'reportKinds')(key, { defaultValue: '' }) === c.title
      ? i18n.t(`reportKinds:${key}`)
      : c.title
  }
  const styles = useStyles()
  return (
    <ul className={styles.list}>
      {items.map((c) => (
        <li key={`${c.sectionId}-${c.id}`} className={styles.item}>
          <div className={styles.head}>
            <span className={styles.title} dir="auto">
              {titleOf(c)}
            </span>
            {extra?.(c)}
            {c.assessed === false ? (
              <Badge appearance="tint" color="informative">
                {t('criteria.notAssessed')}
              </Badge>
            ) : c.enoughEvidence === false ? (
              <EvidenceCount count={c.evidenceCount} enough={false} />
            ) : (
              <span className={styles.score} style={{ color: scoreColor(c.score) }}>
                {c.score}
              </span>
            )}
          </div>
          {c.enoughEvidence !== false && c.assessed !== false && <EvidenceCount count={c.evidenceCount} enough />}
          {c.rationale && <Muted>{c.rationale}</Muted>}
          {c.matchedKeywords.length > 0 && (
            <div className={styles.keywords} aria-label={t('criteria.keywords')}>
              {c.matchedKeywords.map((k) => (
                <Badge key={k} appearance="outline" size="small">
                  {k}
                </Badge>
              ))}
            </div>
          )}
          <EvidenceList evidence={c.evidence} max={2} />
        </li>
      ))}
    </ul>
  )
}
