import '../../db/tables/costs-billing.js'
import { ConflictError } from '../../lib/errors.js'
import { ACCOUNT_LIMITS } from './billing-terms.js'
import { planOf } from './plan-catalogue.js'
import type { Handle } from '../../db/handle.js'
import { countAccounts, orgPlan } from './org-repository.js'

/** 409 when one more account would pass the plan's accounts. */
export async function assertAccountLimit(db: Handle, orgId: string): Promise<void> {
  const plan = planOf(await orgPlan(db, orgId))
  const limit = ACCOUNT_LIMITS[plan.plan]
  if (limit !== null && (await countAccounts(db, orgId)) >= limit) {
    throw new ConflictError(`The ${plan.name} plan includes up to ${limit} accounts; remove one or upgrade the plan`)
  }
}
