import { Field, makeStyles, Radio, RadioGroup, Textarea, tokens, useId } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ReviewBoard } from '../../api'

type Criterion = ReviewBoard['questions'][number]['criteria'][number]

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  anchors: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `0 ${tokens.spacingHorizontalS}`,
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  anchorValue: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  anchorText: { margin: 0 },
  scale: { flexWrap: 'wrap' },
})

/** The criterion's name, what a 1, a 3 and a 5 look like, and the 1-5 choice they describe, with a comment. */
export function CriterionRating({
  criterion,
  rating,
  comment,
  onChange,
}: {
  criterion: Criterion
  rating: number | undefined
  comment: string
  onChange: (next: { rating?: number; comment: string }) => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const anchorsId = useId('anchors')
  const name = criterion.name || t('review.overall')
  const anchors = (['1', '3', '5'] as const).map((v) => [v, criterion.anchors[v] || t(`review.anchor${v}`)] as const)
  return (
    <div className={styles.root} data-criterion={criterion.id}>
      <Field label={name}>
        <RadioGroup
          layout="horizontal"
          className={styles.scale}
          value={rating ? String(rating) : ''}
          aria-describedby={anchorsId}
          onChange={(_, d) => onChange({ rating: Number(d.value), comment })}
        >
          {[1, 2, 3, 4, 5].map((v) => (
            <Radio key={v} value={String(v)} label={String(v)} />
          ))}
        </RadioGroup>
      </Field>
      <dl id={anchorsId} className={styles.anchors}>
        {anchors.map(([v, text]) => (
          <div key={v} style={{ display: 'contents' }}>
            <dt className={styles.anchorValue}>{v}</dt>
            <dd className={styles.anchorText}>{text}</dd>
          </div>
        ))}
      </dl>
      <Field label={t('review.comment', { criterion: name })}>
        <Textarea
          dir="auto"
          value={comment}
          maxLength={4000}
          resize="vertical"
          disabled={!rating}
          placeholder={rating ? undefined : t('review.rateFirst')}
          onChange={(_, d) => onChange({ rating, comment: d.value })}
        />
      </Field>
    </div>
  )
}
