import { makeStyles, tokens } from '@fluentui/react-components'
import { PasswordCard } from './password-card'
import { SessionsCard } from './sessions-card'
import { TwoStepCard } from './two-step-card'

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } })

/** Password, two-step sign-in and the active sessions. */
export function SecurityTab() {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <PasswordCard />
      <TwoStepCard />
      <SessionsCard />
    </div>
  )
}
