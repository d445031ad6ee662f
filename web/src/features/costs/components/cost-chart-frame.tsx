import { makeStyles } from '@fluentui/react-components'
import type { ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'

const useStyles = makeStyles({ frame: { width: '100%', minWidth: 0, margin: 0 } })

/**
 * A chart with an accessible name, kept left to right (recharts positions its SVG text for LTR; Arabic labels
 * still read right to left inside). The numbers behind it are in the tables and rows beside it.
 */
export function CostChartFrame({ label, height, children }: { label: string; height: number; children: ReactElement }) {
  const styles = useStyles()
  return (
    <figure className={styles.frame} style={{ height }} role="img" aria-label={label} dir="ltr">
      <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 600, height }}>
        {children}
      </ResponsiveContainer>
    </figure>
  )
}
