import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ReviewBoard } from '../../api'
import { cellKey } from './review-draft'

type Scorecard = NonNullable<ReviewBoard['scorecard']>

export const useTableStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: tokens.fontSizeBase300,
    '& th, & td': {
      textAlign: 'start',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      verticalAlign: 'top',
    },
    '& th': { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  total: { '& th, & td': { fontWeight: tokens.fontWeightSemibold, borderBottom: 'none' } },
  muted: { color: tokens.colorNeutralForeground3 },
  comments: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
})

/** The submitted reviews combined: per answer and criterion the mean, the spread and how many rated; per reviewer. */
export function CombinedScorecard({ board, card }: { board: ReviewBoard; card: Scorecard }) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useTableStyles()
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 })
  const num = (n: number | null | undefined) => (n === null || n === undefined ? '—' : fmt.format(n))
  // One number when every reviewer gave the same rating, else the lowest and highest given.
  const range = (f: { count: number; min: number | null; max: number | null }) =>
    !f.count ? '—' : f.min === f.max ? num(f.min) : t('review.range', { min: f.min, max: f.max })
  const cells = new Map(card.cells.map((c) => [cellKey(c.questionId, c.criterionId), c]))
  const ratingOf = card.reviewers.map(
    (r) => new Map(r.scores.map((s) => [cellKey(s.questionId, s.criterionId), s] as const)),
  )
  const comments = card.reviewers.flatMap((r) =>
    board.questions.flatMap((q) =>
      q.criteria.flatMap((c) => {
        const s = r.scores.find((x) => x.questionId === q.questionId && x.criterionId === c.id)
        return s?.comment
          ? [{ who: r.name, q, c, text: s.comment, key: `${r.reviewerId}/${q.questionId}/${c.id}` }]
          : []
      }),
    ),
  )
  return (
    <div className={styles.root} data-testid="combined-scorecard">
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('review.combined')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('review.answer')}</th>
              <th scope="col">{t('review.criterion')}</th>
              <th scope="col">{t('review.mean')}</th>
              <th scope="col">{t('review.spread')}</th>
              <th scope="col">{t('review.count')}</th>
              {card.reviewers.map((r) => (
                <th scope="col" key={r.reviewerId}>
                  {r.mine ? t('review.you', { name: r.name }) : r.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {board.questions.flatMap((q) =>
              q.criteria.map((c, j) => {
                const cell = cells.get(cellKey(q.questionId, c.id))
                return (
                  <tr key={cellKey(q.questionId, c.id)} data-cell={cellKey(q.questionId, c.id)}>
                    {j === 0 && (
                      <th scope="rowgroup" rowSpan={q.criteria.length}>
                        {t('review.answerNumber', { number: q.number })}
                      </th>
                    )}
                    <td>{c.name || t('review.overall')}</td>
                    <td className={styles.number} data-testid="cell-mean">
                      {num(cell?.mean)}
                    </td>
                    <td className={styles.number}>{cell ? range(cell) : '—'}</td>
                    <td className={styles.number}>{cell?.count ?? 0}</td>
                    {ratingOf.map((m, i) => (
                      <td className={styles.number} key={card.reviewers[i]!.reviewerId}>
                        {m.get(cellKey(q.questionId, c.id))?.rating ?? '—'}
                      </td>
                    ))}
                  </tr>
                )
              }),
            )}
            <tr className={styles.total}>
              <th scope="row" colSpan={2}>
                {t('review.overallRow')}
              </th>
              <td className={styles.number} data-testid="overall-mean">
                {num(card.overall.mean)}
              </td>
              <td className={styles.number}>{range(card.overall)}</td>
              <td className={styles.number}>{card.overall.count}</td>
              {card.reviewers.map((r) => (
                <td className={styles.number} key={r.reviewerId}>
                  {num(r.mean)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {comments.length > 0 && (
        <>
          <Subtitle2 as="h3">{t('review.comments')}</Subtitle2>
          <ul className={styles.comments}>
            {comments.map((c) => (
              <li key={c.key}>
                <Caption1 className={styles.muted}>
                  {t('review.commentBy', {
                    name: c.who,
                    number: c.q.number,
                    criterion: c.c.name || t('review.overall'),
                  })}
                </Caption1>{' '}
                <Body1 dir="auto">{c.text}</Body1>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
