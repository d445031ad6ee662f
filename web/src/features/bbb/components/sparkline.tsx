import { makeStyles, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({ line: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: '1.5px' } })

/** A tiny inline line of hourly values (oldest first); flat at the bottom when all are zero. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const styles = useStyles()
  const w = 96
  const h = 24
  const max = Math.max(1, ...values)
  const step = values.length > 1 ? w / (values.length - 1) : w
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(h - 2 - (v / max) * (h - 4)).toFixed(1)}`).join(' ')
  return (
    <svg width={w} height={h} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
      <polyline className={styles.line} points={points} />
    </svg>
  )
}
