import { Body1, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
})

/** Label and value pairs as a description list. */
export function DetailsList({ rows }: { rows: [string, ReactNode][] }) {
  const styles = useStyles()
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => [
        <dt key={`t-${term}`} className={styles.term}>
          <Body1>{term}</Body1>
        </dt>,
        <dd key={`d-${term}`} className={styles.value}>
          <Body1>{value}</Body1>
        </dd>,
      ])}
    </dl>
  )
}
