import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import type { AppRoute } from '../route-types'

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
})

export interface LayoutProps {
  route: AppRoute
  children: ReactNode
}

/** Sign-in, public and error pages: no navigation, the screen owns the whole viewport. */
export function BlankLayout({ children }: LayoutProps) {
  const styles = useStyles()
  return <main className={styles.root}>{children}</main>
}
