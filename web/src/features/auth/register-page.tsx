import { useTranslation } from 'react-i18next'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import { RegisterForm } from './components/register-form'

/** /register and the public register-v1/v2 and multi-steps demos, all posting to /api/auth/register. */
export function RegisterPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame title={t('registerTitle')} subtitle={t('registerSubtitle')} variant={variant}>
      <RegisterForm />
    </AuthFrame>
  )
}
