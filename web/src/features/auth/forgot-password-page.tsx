import { useTranslation } from 'react-i18next'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import { ForgotPasswordForm } from './components/forgot-password-form'

/** /forgot-password (unauthenticated only) and its public v1/v2 demos. */
export function ForgotPasswordPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame title={t('forgotTitle')} subtitle={t('forgotSubtitle')} variant={variant}>
      <ForgotPasswordForm />
    </AuthFrame>
  )
}
