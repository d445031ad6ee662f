import { useTranslation } from 'react-i18next'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import { LoginForm } from './components/login-form'

/** /login (unauthenticated only) and the public login-v1/v2 and two-steps demos: the same form and endpoints. */
export function LoginPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame title={t('welcome')} subtitle={t('subtitle')} variant={variant}>
      <LoginForm />
    </AuthFrame>
  )
}
