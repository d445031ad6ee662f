import type { ScreenProps } from '../../lib/routing/route-types'
import type { ComponentType } from 'react'
import type { AuthPageProps, AuthVariant } from './components/auth-frame'
import { ForgotPasswordPage } from './forgot-password-page'
import { LoginPage } from './login-page'
import { RegisterMultiStepsPage } from './register-multi-steps-page'
import { RegisterPage } from './register-page'
import { ResetPasswordPage } from './reset-password-page'
import { TwoStepsPage } from './two-steps-page'
import { VerifyEmailPage } from './verify-email-page'

type Page = ComponentType<AuthPageProps>

// Route title key suffix → the real screen and its look. Two-steps is the code step of a sign-in whose
// password was accepted (the challenge it left in this tab).
const DEMOS: Record<string, [Page, AuthVariant]> = {
  loginV1: [LoginPage, 'v1'],
  loginV2: [LoginPage, 'v2'],
  registerV1: [RegisterPage, 'v1'],
  registerV2: [RegisterPage, 'v2'],
  registerMultiSteps: [RegisterMultiStepsPage, 'v2'],
  forgotPasswordV1: [ForgotPasswordPage, 'v1'],
  forgotPasswordV2: [ForgotPasswordPage, 'v2'],
  resetPasswordV1: [ResetPasswordPage, 'v1'],
  resetPasswordV2: [ResetPasswordPage, 'v2'],
  twoStepsV1: [TwoStepsPage, 'v1'],
  twoStepsV2: [TwoStepsPage, 'v2'],
  verifyEmailV1: [VerifyEmailPage, 'v1'],
  verifyEmailV2: [VerifyEmailPage, 'v2'],
}

/** The public pages/authentication/* variants, working against the same endpoints as the real screens. */
export function AuthDemoPage({ route }: ScreenProps) {
  const [Page, variant] = DEMOS[route.titleKey.split('.')[1] ?? ''] ?? DEMOS.loginV2
  return <Page variant={variant} />
}
