import {
  Body1,
  Button,
  Divider,
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { paths } from '../../config/paths'
import { signedInAtom, userDataAtom } from '../../lib/session-atoms'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import { ResendVerificationForm } from './components/resend-verification-form'
import { useVerifyEmail } from './use-verify-email'

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground2 },
  footer: { textAlign: 'center' },
})

/** Where a confirmed (or waiting) visitor goes on: the app when signed in, otherwise the sign-in screen. */
function OnwardLink({ primary }: { primary: boolean }) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const signedIn = useAtomValue(signedInAtom)
  const href = signedIn ? paths.root.getHref() : paths.auth.login.getHref()
  const label = signedIn ? t('verifyContinue') : primary ? t('verifySignIn') : t('backToLogin')
  if (primary) {
    return (
      <Link href={href} asChild>
        <Button as="a" appearance="primary" size="large">
          {label}
        </Button>
      </Link>
    )
  }
  return (
    <div className={styles.footer}>
      <Link href={href} asChild>
        <FluentLink>{label}</FluentLink>
      </Link>
    </div>
  )
}

/** `?token=` from the mailed link: confirms the address once, or says the link is spent and offers a new one. */
function VerifyToken({ token, email, variant }: { token: string; email: string; variant: AuthPageProps['variant'] }) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const state = useVerifyEmail(token)
  if (state.status === 'done') {
    return (
      <AuthFrame title={t('verifyDoneTitle')} variant={variant}>
        <div className={styles.stack}>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('verifyDone', { email: state.email })}</MessageBarBody>
          </MessageBar>
          <OnwardLink primary />
        </div>
      </AuthFrame>
    )
  }
  return (
    <AuthFrame title={t('verifyTitle')} variant={variant}>
      {state.status === 'pending' ? (
        <Spinner label={t('verifyChecking')} />
      ) : (
        <div className={styles.stack}>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{state.message}</MessageBarBody>
          </MessageBar>
          <ResendVerificationForm initialEmail={email} />
          <OnwardLink primary={false} />
        </div>
      )}
    </AuthFrame>
  )
}

/**
 * The verify-email demos, and where the verification mail links to (`verify-email-v2?token=`). Without a token:
 * "check your inbox", with a resend for the address from `?email=` or the signed-in account.
 */
export function VerifyEmailPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const query = new URLSearchParams(useSearch())
  const user = useAtomValue(userDataAtom)
  const token = query.get('token')?.trim() ?? ''
  const email = query.get('email')?.trim() || user?.email || ''

  if (token) return <VerifyToken key={token} token={token} email={email} variant={variant} />
  return (
    <AuthFrame
      title={t('verifyTitle')}
      subtitle={email ? t('verifySentTo', { email }) : t('verifyBody')}
      variant={variant}
    >
      <div className={styles.stack}>
        {user?.emailVerified && user.email === email && (
          <MessageBar intent="success">
            <MessageBarBody>{t('verifyAlready', { email })}</MessageBarBody>
          </MessageBar>
        )}
        <Divider />
        <Body1 className={styles.muted}>{t('verifyNoMail')}</Body1>
        <ResendVerificationForm initialEmail={email} />
        <OnwardLink primary={false} />
      </div>
    </AuthFrame>
  )
}
