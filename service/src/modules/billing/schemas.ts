import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'

const Minor = (description = 'Money in minor units (cents)') => Type.Integer({ description })

export const OrgQuery = Type.Object(
  {
    orgId: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'Required for readers of every organization (omc, superadmin); others read their own',
      }),
    ),
  },
  { additionalProperties: false },
)

export const BillingOverviewSchema = Type.Object(
  {
    orgId: Uuid,
    orgName: Type.String(),
    plan: Type.Object(
      { id: Type.String(), name: Type.String(), priceMonthlyMinor: Nullable(Type.Integer()), currency: Type.String() },
      { additionalProperties: false },
    ),
    balanceMinor: Minor('Prepaid balance; negative when charges exceed top-ups'),
    currency: Type.String(),
    month: Type.Object(
      { start: Type.String({ format: 'date' }), end: Type.String({ format: 'date' }), spendMinor: Minor() },
      { additionalProperties: false },
    ),
    budget: Type.Object(
      {
        monthlyBudgetMinor: Nullable(Type.Integer()),
        hardCap: Type.Boolean(),
        alerts: Type.Array(Type.Integer(), { description: 'Thresholds (percent) crossed this month' }),
      },
      { additionalProperties: false },
    ),
    limits: Type.Object(
      {
        accounts: Type.Integer(),
        accountLimit: Nullable(Type.Integer()),
        analysedMeetings: Type.Integer(),
        analysedMeetingLimit: Nullable(Type.Integer()),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)

export const BillingOrganizationsSchema = Type.Object(
  {
    organizations: Type.Array(Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
)

export const MovementSchema = Type.Object(
  {
    id: Uuid,
    kind: StringEnum(['top-up', 'adjustment', 'charge']),
    amountMinor: Minor(),
    balanceAfterMinor: Minor(),
    currency: Type.String(),
    reason: Type.String(),
    invoiceId: Nullable(Uuid),
    createdBy: Nullable(Type.String({ description: 'Who made it; null for the system (charges)' })),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
)

export const MovementListQuery = Type.Object(
  {
    orgId: Type.Optional(Type.String({ format: 'uuid' })),
    page: Type.Integer({ minimum: 1, default: 1 }),
    itemsPerPage: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  },
  { additionalProperties: false },
)

export const MovementPageSchema = Type.Object(
  { movements: Type.Array(MovementSchema), total: Type.Integer() },
  { additionalProperties: false },
)

export const CreateMovementBody = Type.Object(
  {
    orgId: Uuid,
    kind: StringEnum(['top-up', 'adjustment']),
    amountMinor: Type.Integer({
      minimum: -100_000_000,
      maximum: 100_000_000,
      description: 'A top-up is positive; an adjustment either sign',
    }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    idempotencyKey: Type.String({
      minLength: 8,
      maxLength: 100,
      description: 'The same key again answers the first movement and changes nothing',
    }),
  },
  { additionalProperties: false },
)

export const BudgetBody = Type.Object(
  {
    orgId: Type.Optional(Type.String({ format: 'uuid' })),
    monthlyBudgetMinor: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
    hardCap: Type.Boolean(),
  },
  { additionalProperties: false },
)

export const InvoiceLineSchema = Type.Object(
  {
    position: Type.Integer(),
    kind: Type.String(),
    description: Type.String(),
    quantity: Type.Integer(),
    amountMinor: Minor(),
  },
  { additionalProperties: false },
)

export const InvoiceSchema = Type.Object(
  {
    id: Uuid,
    number: Nullable(Type.Integer({ description: 'Gapless per organization; null for a draft' })),
    month: Type.String({ format: 'date' }),
    status: StringEnum(['draft', 'issued']),
    plan: Type.String(),
    currency: Type.String(),
    subtotalMinor: Minor(),
    taxRule: Type.String(),
    taxRatePercent: Type.Number(),
    taxMinor: Minor(),
    totalMinor: Minor(),
    issuedAt: Nullable(IsoDateTime),
    createdAt: IsoDateTime,
    lines: Type.Optional(Type.Array(InvoiceLineSchema)),
  },
  { additionalProperties: false },
)

export const InvoiceListSchema = Type.Object({ invoices: Type.Array(InvoiceSchema) }, { additionalProperties: false })
export const DraftBody = Type.Object(
  { orgId: Type.Optional(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
)
