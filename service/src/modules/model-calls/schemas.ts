import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const MODEL_CALL_STATUSES = ['ok', 'error', 'timeout'] as const
export const MODEL_CALL_SERVED = ['report', 'summary', 'transcription', 'ask'] as const
export const MODEL_CALL_ENGINES = ['llm', 'transcription'] as const

const Day = Type.String({ format: 'date', description: 'A UTC day, YYYY-MM-DD' })

export const ModelCallListQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, default: 1 }),
    itemsPerPage: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    status: Type.Optional(StringEnum(MODEL_CALL_STATUSES)),
    served: Type.Optional(StringEnum(MODEL_CALL_SERVED)),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    orgId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
)

const listFields = {
  id: Uuid,
  orgId: Uuid,
  orgName: Type.String(),
  served: StringEnum(MODEL_CALL_SERVED, { description: 'What the call was for' }),
  servedId: Nullable(Uuid),
  callGroup: Uuid,
  attempt: Type.Integer({ minimum: 1, description: 'Attempts of one call share `callGroup` and count from 1' }),
  engine: StringEnum(MODEL_CALL_ENGINES),
  model: Type.String(),
  status: StringEnum(MODEL_CALL_STATUSES),
  error: Nullable(Type.String()),
  tokensIn: Type.Integer({ minimum: 0 }),
  tokensOut: Type.Integer({ minimum: 0 }),
  latencyMs: Type.Integer({ minimum: 0 }),
  costMinor: Type.Integer({ minimum: 0, description: 'Priced as the usage ledger prices it, in minor units' }),
  currency: Type.String(),
  createdAt: IsoDateTime,
}

export const ModelCallListItemSchema = Type.Object(listFields, {
  $id: 'ModelCallListItem',
  additionalProperties: false,
})
export const ModelCallPageSchema = Type.Object(
  {
    calls: Type.Array(Type.Ref(ModelCallListItemSchema)),
    total: Type.Integer(),
    models: Type.Array(Type.String(), { description: 'Every model the caller’s traces name, for the filter' }),
    organizations: Type.Array(Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false }), {
      description: 'For the superadmin, the organizations with traces (the organization filter); empty for others',
    }),
  },
  { $id: 'ModelCallPage', additionalProperties: false },
)
export const ModelCallSchema = Type.Object(
  {
    ...listFields,
    prompt: Type.String({ description: 'Masked as transcripts are, cut at 32,000 characters with a marker' }),
    response: Type.String({ description: 'Masked and cut as the prompt is' }),
    attempts: Type.Array(
      Type.Object(
        {
          id: Uuid,
          attempt: Type.Integer(),
          status: StringEnum(MODEL_CALL_STATUSES),
          latencyMs: Type.Integer(),
          createdAt: IsoDateTime,
        },
        { additionalProperties: false },
      ),
      { description: 'Every attempt of the same call, this one included' },
    ),
  },
  { $id: 'ModelCall', additionalProperties: false },
)

export const modelCallSchemas = [ModelCallListItemSchema, ModelCallPageSchema, ModelCallSchema]
