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
      {
        start: Type.String({ format: 'date' }),
        end: Type.String({ format: 'date' }),
        spendMinor: Minor('Billed this local month: the cost dashboard’s and the invoice’s figure for the month'),
        reservedMinor: Minor('Queued and running work at its reserved price, not yet billed'),
      },
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
        analysedMeetings: Type.Integer({
          description: 'Analysed meetings billed this month: the cost dashboard’s and the invoice’s count',
        }),
        analysedMeetingsInProgress: Type.Integer({
          description: 'Meetings whose first analysis this month is queued or running (they count against the limit)',
        }),
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
    number: Nullable(
      Type.Integer({ description: 'The seller’s sequence number, gap-free across organizations; null for a draft' }),
    ),
    invoiceNumber: Nullable(Type.String({ description: 'The number as printed (prefix and sequence)' })),
    dueOn: Nullable(Type.String({ format: 'date', description: 'Payment due date; null for a draft' })),
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

export const BillingProfileSchema = Type.Object(
  {
    orgId: Uuid,
    legalName: Type.String({
      maxLength: 200,
      description: 'The buyer’s legal name; the organization’s name when empty',
    }),
    address: Type.String({ maxLength: 500, description: 'Postal address, one line per line' }),
    vatId: Type.String({ maxLength: 40 }),
    email: Type.String({ maxLength: 200, description: 'Where invoices go' }),
    language: StringEnum(['en', 'ru', 'fr', 'ar'], { description: 'The language invoices are printed in' }),
    updatedAt: Nullable(IsoDateTime),
  },
  { additionalProperties: false },
)

export const BillingProfileBody = Type.Object(
  {
    orgId: Type.Optional(Type.String({ format: 'uuid' })),
    legalName: Type.String({ maxLength: 200 }),
    address: Type.String({ maxLength: 500 }),
    vatId: Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9 .-]*$' }),
    email: Type.String({ maxLength: 200 }),
    language: StringEnum(['en', 'ru', 'fr', 'ar']),
  },
  { additionalProperties: false },
)
