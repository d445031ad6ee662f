import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'

type Ok<O extends keyof operations> = operations[O] extends {
  responses: { 200: { content: { 'application/json': infer T } } }
}
  ? T
  : never

export type HelpCenterListing = Ok<'getPublicHelpCenter'>
export type HelpArticle = Ok<'getPublicHelpArticle'>
export type PlanCatalogue = Ok<'getPublicPlans'>
export type CataloguePlan = PlanCatalogue['plans'][number]
export type BillingTerms = PlanCatalogue['terms']
export type BillingCycle = BillingTerms['cycles'][number]

// The front pages' reads: public, no sign-in (the signed-in sandbox calls stay behind `read Demo`).
export const getHelpCenter = (signal?: AbortSignal) => api.GET('/api/public/help-center', { signal })
export const getHelpArticle = (slug: string, signal?: AbortSignal) =>
  api.GET('/api/public/help-center/articles/{slug}', { params: { path: { slug } }, signal })
export const getPlanCatalogue = (signal?: AbortSignal) => api.GET('/api/public/plans', { signal })
