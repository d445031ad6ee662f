import { useTranslation } from 'react-i18next'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import { ResetPasswordForm } from './components/reset-password-form'

/** /reset-password?token= from the mailed link, and its public v1/v2 demos. */
export function ResetPasswordPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame title={t('resetTitle')} subtitle={t('resetSubtitle')} variant={variant}>
      <ResetPasswordForm />
    </AuthFrame>
  )
}
