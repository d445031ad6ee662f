import { api } from '../../lib/api-client'

/** Puts the caller's organization's sandbox back to the seed (admins only). */
export const resetSandbox = () => api.POST('/api/sandbox/reset')
