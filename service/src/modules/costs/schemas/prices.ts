import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, Uuid } from '../../../lib/schemas/common.js'

const Money = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description })

export const PriceSchema = Type.Object(
  {
    id: Uuid,
    kind: Type.String({ description: 'Usage kind, e.g. llm-tokens, transcription-minutes' }),
    pattern: Type.String({ description: 'Model or unit the price applies to; `*` matches any run of characters' }),
    currency: Type.String(),
    inputPriceMinor: Money('Minor units per `perQuantity` input tokens'),
    outputPriceMinor: Money('Minor units per `perQuantity` output tokens'),
    unitPriceMinor: Money('Minor units per `perQuantity` units (minutes, gigabyte-days, items)'),
    perQuantity: Type.Integer({ minimum: 1 }),
    validFrom: IsoDateTime,
    example: Type.Boolean({ description: 'A seeded example price, not a contract price' }),
    note: Type.String(),
    createdBy: Nullable(Uuid),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
)
export type Price = Static<typeof PriceSchema>

export const PriceListSchema = Type.Object(
  { prices: Type.Array(PriceSchema), total: Type.Integer() },
  { additionalProperties: false },
)

export const PriceListQuery = Type.Object(
  {
    kind: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    current: Type.Boolean({
      default: false,
      description: 'Only the prices in force now (the latest per kind, pattern and currency)',
    }),
  },
  { additionalProperties: false },
)

export const CreatePriceBody = Type.Object(
  {
    kind: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' }),
    pattern: Type.String({ minLength: 1, maxLength: 120, default: '*' }),
    currency: Type.String({ pattern: '^[A-Z]{3}$', default: 'EUR' }),
    inputPriceMinor: Type.Optional(Money('Minor units per `perQuantity` input tokens')),
    outputPriceMinor: Type.Optional(Money('Minor units per `perQuantity` output tokens')),
    unitPriceMinor: Type.Optional(Money('Minor units per `perQuantity` units')),
    perQuantity: Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: 1 }),
    validFrom: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'When the price starts (defaults to now). It prices usage written from now on; rows already written keep the price they were recorded at until an explicit recalculation',
      }),
    ),
    note: Type.String({ maxLength: 500, default: '' }),
  },
  { additionalProperties: false },
)

const Day = Type.String({ format: 'date', description: 'A local day of each organization' })

export const RecalculateBody = Type.Object(
  {
    from: Day,
    to: Day,
    kind: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    orgId: Type.Optional(Uuid),
    reason: Type.String({ minLength: 3, maxLength: 500, description: 'Why: kept with the recalculation and audited' }),
    dryRun: Type.Boolean({ default: false, description: 'Answer what would change, change nothing' }),
  },
  { additionalProperties: false },
)

export const RecalculationSchema = Type.Object(
  {
    id: Nullable(Uuid),
    from: Day,
    to: Day,
    kind: Nullable(Type.String()),
    orgId: Nullable(Uuid),
    reason: Type.String(),
    rowsChanged: Type.Integer(),
    rowsSkipped: Type.Integer({ description: 'Rows of months with an issued invoice, never changed' }),
    deltaMinor: Type.Integer({ description: 'How much the ledger changed, in minor units' }),
    dryRun: Type.Boolean(),
    createdBy: Nullable(Type.String()),
    createdAt: Nullable(IsoDateTime),
  },
  { additionalProperties: false },
)

export const RecalculationListSchema = Type.Object(
  { recalculations: Type.Array(RecalculationSchema) },
  { additionalProperties: false },
)
