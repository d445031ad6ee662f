import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
})

/** The card galleries' layout: as many columns as fit, one on a phone. */
export function CardsGrid({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>
}
