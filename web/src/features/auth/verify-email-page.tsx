import { Button, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'

const useStyles = makeStyles({ actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, textAlign: 'center' } })

/**
 * The verify-email demos. Debrief confirms an address through the invitation and reset links, so there is no
 * separate verification call: this page explains that and leads on.
 */
export function VerifyEmailPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  const styles = useStyles()
  const [resent, setResent] = useState(false)
  return (
    <AuthFrame title={t('verifyTitle')} subtitle={t('verifyBody')} variant={variant}>
      <div className={styles.actions}>
        <Link href={paths.auth.login.getHref()} asChild>
          <Button as="a" appearance="primary" size="large">{t('backToLogin')}</Button>
        </Link>
        <span>
          {t('verifyNoMail')}{' '}
          <Link href={paths.auth.forgotPassword.getHref()} asChild>
            <FluentLink onClick={() => setResent(true)}>{resent ? t('sendResetLink') : t('verifyResend')}</FluentLink>
          </Link>
        </span>
      </div>
    </AuthFrame>
  )
}
