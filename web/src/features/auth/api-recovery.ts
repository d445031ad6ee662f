import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'

export type RegisterBody = operations['register']['requestBody']['content']['application/json']

/** Creates a client account in a new organization and signs it in. */
export const register = (body: RegisterBody) => api.POST('/api/auth/register', { body })

/** Mails a single-use reset link; answers 202 whether or not the address has an account. */
export const forgotPassword = (email: string) => api.POST('/api/auth/forgot-password', { body: { email } })

/** Sets a new password with the mailed token; every session of the account is signed out. */
export const resetPassword = (token: string, password: string) =>
  api.POST('/api/auth/reset-password', { body: { token, password } })

/** Confirms the address with the token from the mailed link; 400 when unknown, used or expired. */
export const verifyEmail = (token: string) => api.POST('/api/auth/verify-email', { body: { token } })

/** Mails a new verification link; answers 202 whether or not the address has an (unverified) account. */
export const resendVerification = (email: string) => api.POST('/api/auth/verify-email/resend', { body: { email } })
