import type { operations } from '@debrief/openapi/schema'
import { paths } from '../../config/paths'
import { STORAGE_PREFIX } from '../../lib/storage-prefix'
import type { BillingContact } from './billing-contact'
import type { BillingCycle, CataloguePlan } from './public-api'
import { allMembers } from '../../lib/all-members'

/** Plans the register endpoint accepts (enterprise is negotiated) and the cycles the catalogue offers. */
const SELF_SERVE = allMembers<SelfServePlan>()(['basic', 'team', 'company'])
const CYCLES = allMembers<BillingCycle>()(['monthly', 'yearly'])
/** Plans the register endpoint accepts (enterprise is negotiated). */
export type SelfServePlan = NonNullable<operations['register']['requestBody']['content']['application/json']['plan']>

export interface PlanChoice {
  plan: SelfServePlan
  cycle: BillingCycle
}

/**
 * Registration carries the choice in its address (`/register?plan=team&cycle=yearly`): the plan becomes the new
 * organization's plan; the cycle is not stored by the service yet and only travels along for the invoice.
 */
export const registerHref = ({ plan, cycle }: PlanChoice) =>
  `${paths.auth.register.getHref()}?${new URLSearchParams({ plan, cycle })}`

/** The choice in a query string, or null when it names no self-serve plan. A missing or odd cycle reads as monthly. */
export function readPlanChoice(search: string): PlanChoice | null {
  const query = new URLSearchParams(search)
  const plan = query.get('plan')
  if (!SELF_SERVE.includes(plan as SelfServePlan)) return null
  const cycle = query.get('cycle')
  return {
    plan: plan as SelfServePlan,
    cycle: CYCLES.includes(cycle as BillingCycle) ? (cycle as BillingCycle) : 'monthly',
  }
}

export const isSelfServe = (plan: CataloguePlan['plan']): plan is SelfServePlan =>
  SELF_SERVE.includes(plan as SelfServePlan)

// The contact typed on the payment or checkout page fills in the register form. It stays in this tab's session
// storage rather than the address, so an e-mail address never lands in a URL (or a server log).
const CONTACT_KEY = `${STORAGE_PREFIX}checkout-contact`

export function keepContact(contact: BillingContact) {
  try {
    sessionStorage.setItem(
      CONTACT_KEY,
      JSON.stringify({
        fullName: contact.fullName.trim(),
        email: contact.email.trim(),
        organizationName: contact.company.trim(),
      }),
    )
  } catch {
    /* private mode: the register form is simply empty */
  }
}

/**
 * What keepContact stored, for the register form's first values. It is left in place (React may run a state
 * initialiser twice); the tab's session storage ends with the tab.
 */
export function readContact(): { fullName: string; email: string; organizationName: string } | null {
  try {
    const raw = sessionStorage.getItem(CONTACT_KEY)
    const value = raw ? (JSON.parse(raw) as Record<string, unknown>) : null
    if (!value || typeof value !== 'object') return null
    const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '')
    return { fullName: text('fullName'), email: text('email'), organizationName: text('organizationName') }
  } catch {
    return null
  }
}
