// What other modules may use of billing: everything else in this folder is its own.
export { assertWithinBudget, budgetRefusal } from './budget-repository.js'
export { orgTimeZone } from './org-month.js'
export { PLAN_IDS, planOf } from './plan-catalogue.js'
export { assertAccountLimit, assertPlanAllowsAnalysis } from './plan-usage.js'
export { SELF_SERVE_PLANS } from './plans-schemas.js'
export { recordUsage } from './record-usage.js'
export { billingOrg } from './routes/billing-scope.js'
export { recordSelfInterviewUsage } from './self-interview-usage.js'
