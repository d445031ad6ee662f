import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import { TwoStepForm } from './components/two-step-form'
import { pendingChallenge, useLogin } from './use-login'

/**
 * /pages/authentication/two-steps-v1 and -v2: the code step of a sign-in, wired to POST /api/auth/two-steps.
 * The challenge is the one a password sign-in left waiting (in this tab); without one the boxes wait and the page
 * says to sign in with the password first.
 */
export function TwoStepsPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  const login = useLogin(pendingChallenge())
  const signIn = variant === 'v1' ? paths.authDemos.loginV1.getHref() : paths.authDemos.loginV2.getHref()
  return (
    <AuthFrame title={t('twoStep.title')} variant={variant}>
      {!login.challenge && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('twoStep.noChallenge')}</MessageBarBody>
          <MessageBarActions>
            <Link href={signIn} asChild>
              <Button>{t('twoStep.signInFirst')}</Button>
            </Link>
          </MessageBarActions>
        </MessageBar>
      )}
      <TwoStepForm
        onSubmit={(code) => void login.submitCode(code)}
        pending={login.pending}
        error={login.errors.form}
        disabled={!login.challenge}
      />
    </AuthFrame>
  )
}
