import { api, type ApiSchemas } from '../../lib/api-client'

export type PermissionMatrix = ApiSchemas['PermissionMatrix']
export const getMatrix = (signal?: AbortSignal) => api.GET('/api/access/matrix', { signal })
