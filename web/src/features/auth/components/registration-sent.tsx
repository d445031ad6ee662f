import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  later: { color: tokens.colorNeutralForeground2 },
})

/** How long the "we sent a link" message stays before the new account moves on to its start page. */
export const CONTINUE_AFTER_MS = 3000

/**
 * After a registration: the verification mail went out, the account is signed in and need not wait for it.
 * Moves on by itself shortly (the start-page redirect of a fresh sign-in), or at once with the button.
 */
export function RegistrationSent({ email, onContinue }: { email: string; onContinue: () => void }) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const latest = useRef(onContinue)
  latest.current = onContinue
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), CONTINUE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className={styles.root}>
      <MessageBar intent="success" role="status" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('registeredTitle')}</MessageBarTitle>
          {t('verifySentTo', { email })}
        </MessageBarBody>
      </MessageBar>
      <Body1 className={styles.later}>{t('registeredLater')}</Body1>
      <Button
        appearance="primary"
        size="large"
        onClick={() => latest.current()}
        icon={<Spinner size="extra-tiny" appearance="inverted" />}
        iconPosition="after"
      >
        {t('registeredContinue')}
      </Button>
    </div>
  )
}
