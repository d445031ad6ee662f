import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { below } from '../../theme/breakpoints'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1440px',
    width: '100%',
    margin: '0 auto',
    minWidth: 0,
  },
  kpis: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: 'span 8', minWidth: 0, [below('md')]: { gridColumn: 'auto' } },
  narrow: { gridColumn: 'span 4', minWidth: 0, [below('md')]: { gridColumn: 'auto' } },
  half: { gridColumn: 'span 6', minWidth: 0, [below('md')]: { gridColumn: 'auto' } },
  full: { gridColumn: '1 / -1', minWidth: 0 },
})

export type Span = 'wide' | 'narrow' | 'half' | 'full'

/** The dashboards' layout: a row of KPI cards, then a 12-column grid that folds to one column on small screens. */
export function useDashboardLayout() {
  return useStyles()
}

export function DashboardFrame({
  header,
  kpis,
  children,
}: {
  header: ReactNode
  kpis?: ReactNode
  children: ReactNode
}) {
  const styles = useStyles()
  return (
    <section className={styles.root}>
      {header}
      {kpis && <div className={styles.kpis}>{kpis}</div>}
      <div className={styles.grid}>{children}</div>
    </section>
  )
}
