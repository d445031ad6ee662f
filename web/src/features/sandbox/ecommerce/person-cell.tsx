import { Avatar, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '200px' },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
})

/** A name (often a link) with its email under it and initials in a coloured circle. */
export function PersonCell({ name, email, children }: { name: string; email: string; children?: ReactNode }) {
  const styles = useStyles()
  return (
    <div className={styles.person}>
      <Avatar name={name} size={32} color="colorful" />
      <div className={styles.names}>
        {children ?? name}
        <Caption1 className={styles.muted}>{email}</Caption1>
      </div>
    </div>
  )
}
