import { Caption1, Link as FluentLink } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../../config/paths'
import type { ReviewBoard } from '../../api'
import { useTableStyles } from './combined-scorecard'

type Scorecard = NonNullable<ReviewBoard['scorecard']>

/**
 * The engine's recruiter scorecard (out of 100) beside the reviewers': the reviewers' overall mean is put on the
 * same scale (1 is 0, 5 is 100) so the two can be read side by side.
 */
export function EngineScorecard({ card }: { card: Scorecard }) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useTableStyles()
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 })
  const reviewers = card.overall.mean === null ? null : ((card.overall.mean - 1) / 4) * 100
  const engine = card.engine
  return (
    <div className={styles.root} data-testid="engine-scorecard">
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('review.engine')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('review.criterion')}</th>
              <th scope="col">{t('review.outOf100')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className={styles.total}>
              <th scope="row">{t('review.reviewersOverall')}</th>
              <td className={styles.number}>{reviewers === null ? '—' : fmt.format(reviewers)}</td>
            </tr>
            <tr className={styles.total}>
              <th scope="row">{t('review.engineOverall')}</th>
              <td className={styles.number} data-testid="engine-overall">
                {engine?.overallScore === null || engine?.overallScore === undefined
                  ? '—'
                  : fmt.format(engine.overallScore)}
              </td>
            </tr>
            {engine?.criteria.map((c) => (
              <tr key={c.id}>
                <td>{c.title}</td>
                <td className={styles.number}>{c.assessed ? fmt.format(c.score) : t('review.notAssessed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {engine ? (
        <Link href={paths.reports.detail.getHref({ id: engine.reportId })} asChild>
          <FluentLink>{engine.title}</FluentLink>
        </Link>
      ) : (
        <Caption1 className={styles.muted}>{t('review.noEngine')}</Caption1>
      )}
    </div>
  )
}
