import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  spacer: { flexGrow: 1 },
})

/** A list's toolbar row: filters and search at the start, `end` (actions) pushed to the end; wraps on a phone. */
export function Toolbar({ children, end }: { children?: ReactNode; end?: ReactNode }) {
  const styles = useStyles()
  return (
    <div className={styles.bar}>
      {children}
      <span className={styles.spacer} />
      {end}
    </div>
  )
}
