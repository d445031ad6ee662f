import type { operations } from '@debrief/openapi/schema'
import { api, type ApiSchemas } from '../../lib/api-client'

export type AccountProfile = ApiSchemas['AccountProfile']
export type AccountSession = ApiSchemas['AccountSession']
export type NotificationPreferences = ApiSchemas['NotificationPreferences']
export type OrganizationPlan = ApiSchemas['OrganizationPlan']
export type Connections = ApiSchemas['Connections']
export type ProfileUpdate = operations['updateAccountProfile']['requestBody']['content']['application/json']

export const getProfile = () => api.GET('/api/account')
export const updateProfile = (body: ProfileUpdate) => api.PATCH('/api/account', { body })

// multipart: openapi-fetch would JSON-encode the body, so the FormData goes through as is.
export const uploadAvatar = (file: File) => {
  const form = new FormData()
  form.append('file', file)
  return api.PUT('/api/account/avatar', { body: form as never, bodySerializer: (body) => body as unknown as FormData })
}
export const deleteAvatar = () => api.DELETE('/api/account/avatar')

export const changePassword = (currentPassword: string, newPassword: string) =>
  api.POST('/api/account/password', { body: { currentPassword, newPassword } })

export const listSessions = () => api.GET('/api/account/sessions')
export const revokeSession = (id: string) => api.DELETE('/api/account/sessions/{id}', { params: { path: { id } } })

export const setupTwoStep = () => api.POST('/api/account/two-step/setup')
export const enableTwoStep = (code: string) => api.POST('/api/account/two-step/enable', { body: { code } })
export const disableTwoStep = (body: { password?: string; code?: string }) =>
  api.POST('/api/account/two-step/disable', { body })

export const getNotifications = () => api.GET('/api/account/notifications')
export const saveNotifications = (body: NotificationPreferences) => api.PUT('/api/account/notifications', { body })

export const getPlan = () => api.GET('/api/account/plan')
export const getConnections = () => api.GET('/api/account/connections')
