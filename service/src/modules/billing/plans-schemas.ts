import { Type } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../../lib/schemas/common.js'
import { PLAN_IDS } from './plan-catalogue.js'

const literals = <T extends string>(values: readonly T[]) => StringEnum(values)

/** Plans a new organization can pick at sign-up; enterprise is negotiated, so it is not among them. */
export const SELF_SERVE_PLANS = ['basic', 'team', 'company'] as const
export const BILLING_CYCLES = ['monthly', 'yearly'] as const

const PublicPlan = Type.Object(
  {
    plan: literals(PLAN_IDS),
    name: Type.String(),
    /** Monthly price in minor units (cents), VAT excluded; null when negotiated (enterprise). */
    priceMonthlyMinor: Nullable(Type.Integer()),
    currency: Type.String(),
    features: Type.Array(Type.String()),
    accountLimit: Nullable(Type.Integer({ description: 'Accounts the plan includes; null is unlimited' })),
    selfServe: Type.Boolean({ description: 'Can be chosen when registering' }),
  },
  { additionalProperties: false },
)

export const PlanCatalogueSchema = Type.Object(
  {
    plans: Type.Array(PublicPlan),
    terms: Type.Object(
      {
        cycles: Type.Array(literals(BILLING_CYCLES)),
        yearlyMonthsCharged: Type.Integer({ description: 'Months charged for a year paid at once' }),
        tax: Type.Object(
          {
            rule: Type.String({ description: 'Name of the rule in code' }),
            name: Type.String(),
            ratePercent: Type.Number(),
          },
          { additionalProperties: false },
        ),
        payment: Type.Literal('invoice', {
          description: 'How the organization pays: by invoice after sign-up, never by card here',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
