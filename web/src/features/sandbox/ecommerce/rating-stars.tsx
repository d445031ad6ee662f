import { makeStyles, tokens } from '@fluentui/react-components'
import { StarFilled, StarRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  stars: { display: 'inline-flex', color: tokens.colorPaletteMarigoldForeground1, fontSize: '16px' },
})

/** A 1–5 rating as five stars, read out as "4 of 5 stars". */
export function RatingStars({ value }: { value: number }) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.stars', { count: value })}>
      {[1, 2, 3, 4, 5].map((n) =>
        n <= value ? <StarFilled key={n} aria-hidden /> : <StarRegular key={n} aria-hidden />,
      )}
    </span>
  )
}
