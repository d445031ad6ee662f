import { api } from '../../lib/api-client'

export interface Credentials {
  email: string
  password: string
}

export const login = (body: Credentials) => api.POST('/api/auth/login', { body })

export const refreshSession = () => api.POST('/api/auth/refresh')

export const logout = () => api.POST('/api/auth/logout')

export const getMe = () => api.GET('/api/auth/me')
