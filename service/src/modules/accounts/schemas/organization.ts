import { Type } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../../../lib/schemas/common.js'
import { PLAN_IDS } from '../../billing/index.js'
export const OrganizationPlanSchema = Type.Object(
  {
    orgId: Uuid,
    orgName: Type.String(),
    plan: StringEnum(PLAN_IDS),
    name: Type.String(),
    /** Monthly price in minor units (cents); null when negotiated (enterprise). */
    priceMonthlyMinor: Nullable(Type.Integer()),
    currency: Type.String(),
    features: Type.Array(Type.String()),
  },
  { $id: 'OrganizationPlan', additionalProperties: false },
)

const IntegrationSchema = Type.Object(
  {
    id: StringEnum(['bigbluebutton', 'smtp', 'llm']),
    name: Type.String(),
    description: Type.String(),
    /** Whether the service is set up to use it: true only when it really is. */
    configured: Type.Boolean(),
    detail: Type.String(),
  },
  { additionalProperties: false },
)

const LinkedServiceSchema = Type.Object(
  { id: Type.String(), service: Type.String(), name: Type.String(), url: Nullable(Type.String()) },
  { additionalProperties: false },
)

export const ConnectionsSchema = Type.Object(
  {
    /** Services linked to the organization (e.g. its BigBlueButton servers). */
    connections: Type.Array(LinkedServiceSchema),
    /** The integrations Debrief offers and whether each is configured. */
    services: Type.Array(IntegrationSchema),
  },
  { $id: 'Connections', additionalProperties: false },
)
