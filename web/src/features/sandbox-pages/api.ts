import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'

export type FaqGroup = operations['listFaqGroups']['responses'][200]['content']['application/json'][number]

export const listFaq = (q: string, signal: AbortSignal) =>
  api.GET('/api/pages/faq', { params: { query: q ? { q } : {} }, signal })
