import { api } from '../../lib/api-client'

export interface Credentials {
  email: string
  password: string
}

export const login = (body: Credentials) => api.POST('/api/auth/login', { body })

/** Finishes a sign-in that answered 202 (two-step on) with an authenticator or recovery code. */
export const verifyTwoSteps = (body: { challenge: string; code: string }) => api.POST('/api/auth/two-steps', { body })

export const refreshSession = () => api.POST('/api/auth/refresh')

export const logout = () => api.POST('/api/auth/logout')

export const getMe = () => api.GET('/api/auth/me')
