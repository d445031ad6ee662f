import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ApiSchemas } from '../../lib/api-client'

type Path = NonNullable<ApiSchemas['NegotiationContent']['concessionPath']>

const useStyles = makeStyles({
  sides: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  steps: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  name: { fontWeight: tokens.fontWeightSemibold },
  amount: { fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/** Each side's first number, every move and its last, and how much of the gap between the sides closed. */
export function ConcessionPathView({ path }: { path: Path }) {
  const { t, i18n } = useTranslation('analysis')
  const styles = useStyles()
  const money = (n: number) => {
    try {
      return new Intl.NumberFormat(i18n.language, {
        style: 'currency',
        currency: path.currency,
        maximumFractionDigits: 2,
      }).format(n)
    } catch {
      return `${n} ${path.currency}`
    }
  }
  const signed = (n: number) => `${n > 0 ? '+' : '−'}${money(Math.abs(n))}`
  return (
    <>
      <ul className={styles.sides} aria-label={t('path.title')}>
        {path.sides.map((s) => (
          <li key={s.speaker}>
            <div className={styles.name}>{s.speaker}</div>
            <div className={styles.steps}>
              <span className={styles.muted}>{t('path.first')}</span>
              <span className={styles.amount}>{money(s.first)}</span>
              {s.moves.map((m, i) => (
                <Badge key={i} appearance="tint" color={m.change > 0 ? 'informative' : 'warning'}>
                  <span className={styles.amount}>
                    {signed(m.change)} → {money(m.amount)}
                  </span>
                </Badge>
              ))}
              {s.moves.length === 0 && <span className={styles.muted}>{t('path.noMoves')}</span>}
            </div>
          </li>
        ))}
      </ul>
      {path.initialGap !== null && path.finalGap !== null && (
        <p className={styles.muted}>
          {t('path.gap', { from: money(path.initialGap), to: money(path.finalGap), pct: path.closedPct ?? 0 })}
        </p>
      )}
    </>
  )
}
