import { makeStyles } from '@fluentui/react-components'
import type { ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'

const useStyles = makeStyles({
  // A fixed-size box: ResponsiveContainer measures its parent, and print keeps the same size.
  frame: { width: '100%', minWidth: 0, breakInside: 'avoid' },
})

/**
 * The chart with an accessible name; the data stays readable in the tables beside every chart.
 * recharts positions SVG text for left-to-right: the frame stays `dir="ltr"` (Arabic labels still read
 * right to left inside), and a chart that should mirror in Arabic does so itself (see score-bars.tsx).
 */
export function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactElement }) {
  const styles = useStyles()
  return (
    <figure className={styles.frame} style={{ height, margin: 0 }} role="img" aria-label={label} dir="ltr">
      <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 600, height }}>
        {children}
      </ResponsiveContainer>
    </figure>
  )
}
