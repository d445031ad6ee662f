import { sql } from 'kysely'
import '../../db/tables/costs-billing.js'
import { PaymentRequiredError } from './billing-errors.js'
import { ANALYSED_MEETING_LIMITS } from './plan-limits.js'
import { ConflictError } from '../../lib/errors.js'
import { ACCOUNT_LIMITS } from './billing-terms.js'
import { planOf } from './plan-catalogue.js'
import type { Handle } from '../../db/handle.js'
import { localMonth } from './org-month.js'

export interface PlanUsage {
  plan: string
  accounts: number
  accountLimit: number | null
  analysedMeetings: number
  analysedMeetingLimit: number | null
}

/** Meetings analysed this local month: distinct meetings with an analysis requested in it (cancelled ones excepted). */
async function analysedMeetingsThisMonth(db: Handle, orgId: string) {
  const month = await localMonth(db, orgId)
  const tz =
    (await db.selectFrom('org_cost_settings').select('time_zone').where('org_id', '=', orgId).executeTakeFirst())
      ?.time_zone ?? 'UTC'
  const r = await sql<{
    n: number
    ids: string[]
  }>`SELECT count(DISTINCT meeting_id)::bigint AS n, COALESCE(array_agg(DISTINCT meeting_id::text), '{}') AS ids
    FROM analyses WHERE org_id = ${orgId}::uuid AND status <> 'cancelled'
     AND created_at >= (${month.start}::date::timestamp AT TIME ZONE ${tz})`.execute(db)
  return r.rows[0]!
}

export async function planUsage(db: Handle, orgId: string): Promise<PlanUsage> {
  const org = await db.selectFrom('organizations').select('plan').where('id', '=', orgId).executeTakeFirstOrThrow()
  const plan = planOf(org.plan).plan
  const accounts = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow()
  const meetings = await analysedMeetingsThisMonth(db, orgId)
  return {
    plan,
    accounts: Number(accounts.n),
    accountLimit: ACCOUNT_LIMITS[plan],
    analysedMeetings: meetings.n,
    analysedMeetingLimit: ANALYSED_MEETING_LIMITS[plan],
  }
}

/** 402 when analysing this meeting would pass the plan's analysed meetings this month (a meeting analysed again is free). */
export async function assertPlanAllowsAnalysis(db: Handle, orgId: string, meetingId: string): Promise<void> {
  const org = await db.selectFrom('organizations').select('plan').where('id', '=', orgId).executeTakeFirstOrThrow()
  const plan = planOf(org.plan)
  const limit = ANALYSED_MEETING_LIMITS[plan.plan]
  if (limit === null) return
  const used = await analysedMeetingsThisMonth(db, orgId)
  if (used.ids.includes(meetingId)) return
  if (used.n >= limit)
    throw new PaymentRequiredError(
      `The ${plan.name} plan includes ${limit} analysed meetings a month, all used; upgrade the plan to analyse more`,
    )
}

/** 409 when one more account would pass the plan's accounts. */
export async function assertAccountLimit(db: Handle, orgId: string): Promise<void> {
  const usage = await planUsage(db, orgId)
  if (usage.accountLimit !== null && usage.accounts >= usage.accountLimit) {
    throw new ConflictError(
      `The ${planOf(usage.plan).name} plan includes up to ${usage.accountLimit} accounts; remove one or upgrade the plan`,
    )
  }
}
