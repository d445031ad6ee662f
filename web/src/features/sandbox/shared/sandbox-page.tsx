import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/page-header'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    minWidth: 0,
    maxWidth: '1600px',
    margin: '0 auto',
  },
})

/** The frame of every sandbox screen: the heading, its actions and the content below. */
export function SandboxPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string
  subtitle?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </div>
  )
}
