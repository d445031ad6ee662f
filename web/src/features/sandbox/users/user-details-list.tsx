import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    textAlign: 'start',
    width: '100%',
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
})

/** Label and value pairs as a description list. */
export function UserDetailsList({ rows }: { rows: [string, ReactNode][] }) {
  const styles = useStyles()
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => [
        <dt key={`${term}-t`} className={styles.term}>
          {term}
        </dt>,
        <dd key={`${term}-d`} className={styles.value}>
          {value || '—'}
        </dd>,
      ])}
    </dl>
  )
}
