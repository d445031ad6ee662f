import { useTranslation } from 'react-i18next'
import { PlanChoiceNotice } from '../front-pages'
import { AuthFrame, type AuthPageProps } from './components/auth-frame'
import { RegisterForm } from './components/register-form'

/** /register and the public register-v1/v2 demos, posting to /api/auth/register (the multi-steps demo: register-multi-steps-page.tsx). */
export function RegisterPage({ variant = 'v2' }: AuthPageProps) {
  const { t } = useTranslation('auth')
  return (
    <AuthFrame title={t('registerTitle')} subtitle={t('registerSubtitle')} variant={variant}>
      <PlanChoiceNotice />
      <RegisterForm />
    </AuthFrame>
  )
}
