import { Type, type Static } from '@sinclair/typebox'
import { LLM_RUN_SORT } from './llm-run-repository.js'
import { LLM_RUN_STATUSES } from './run-types.js'
import {
  QuoteSchema,
  SUMMARY_ENGINES,
  SUMMARY_LENGTHS,
  SUMMARY_SECTIONS,
  SummaryOptionsSchema,
  SummaryResultSchema,
} from './summary-schema.js'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const SOURCE_KINDS = ['text', 'file', 'meeting', 'self-interview'] as const

const ProgressSchema = Type.Object(
  {
    stage: StringEnum(['queued', 'reading', 'map', 'reduce', 'done']),
    current: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
)

const listFields = {
  id: Uuid,
  title: Type.String(),
  status: StringEnum(LLM_RUN_STATUSES),
  sourceKind: StringEnum(SOURCE_KINDS),
  sourceName: Type.String(),
  engine: StringEnum(SUMMARY_ENGINES),
  model: Nullable(Type.String()),
  progress: ProgressSchema,
  promptTokens: Type.Integer(),
  completionTokens: Type.Integer(),
  costMinor: Type.Integer({
    description: 'Cost of the model calls in minor units of `currency`, as the usage rows price them',
  }),
  currency: Type.String(),
  durationMs: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  createdBy: Nullable(Type.String({ description: 'Name of who ran it' })),
  createdAt: IsoDateTime,
}

export const LlmRunListItemSchema = Type.Object(listFields, { $id: 'LlmRunListItem', additionalProperties: false })
export const LlmRunPageSchema = Type.Object(
  { runs: Type.Array(Type.Ref(LlmRunListItemSchema)), total: Type.Integer() },
  { $id: 'LlmRunPage', additionalProperties: false },
)

export const ChunkRecordSchema = Type.Object(
  {
    index: Type.Integer(),
    tokens: Type.Integer(),
    startMs: Type.Integer(),
    ms: Type.Integer(),
    promptTokens: Type.Integer(),
    completionTokens: Type.Integer(),
    attempts: Type.Integer(),
  },
  { additionalProperties: false },
)

export const LlmRunSchema = Type.Object(
  {
    ...listFields,
    options: Type.Ref(SummaryOptionsSchema),
    meetingId: Nullable(Uuid),
    selfInterviewId: Nullable(Uuid),
    rerunOf: Nullable(Uuid),
    templateId: Nullable(Uuid),
    inputBytes: Type.Integer(),
    attempts: Type.Integer(),
    startedAt: Nullable(IsoDateTime),
    finishedAt: Nullable(IsoDateTime),
    result: Type.Union([Type.Ref(SummaryResultSchema), Type.Null()]),
    chunks: Type.Array(ChunkRecordSchema),
  },
  { $id: 'LlmRun', additionalProperties: false },
)
export type LlmRun = Static<typeof LlmRunSchema>

export const LlmRunSourceSchema = Type.Object(
  {
    segments: Type.Array(
      Type.Object(
        { speaker: Type.String(), startMs: Type.Integer(), endMs: Type.Integer(), text: Type.String() },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'LlmRunSource', additionalProperties: false },
)

const OptionsInput = Type.Object(
  {
    engine: Type.Optional(StringEnum(SUMMARY_ENGINES)),
    language: Type.Optional(Type.String({ pattern: '^(source|[a-z]{2})$' })),
    length: Type.Optional(StringEnum(SUMMARY_LENGTHS)),
    sections: Type.Optional(Type.Array(StringEnum(SUMMARY_SECTIONS), { uniqueItems: true, minItems: 1 })),
    unverified: Type.Optional(StringEnum(['flag', 'drop'])),
  },
  { additionalProperties: false },
)

export const CreateLlmRunBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 200 })),
    text: Type.Optional(
      Type.String({ minLength: 1, description: 'Pasted text: a transcript in any accepted format, or prose' }),
    ),
    meetingId: Type.Optional(Uuid),
    selfInterviewId: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'Summarize a self-interview: its answers’ transcripts (typed, recorded and transcribed)',
      }),
    ),
    templateId: Type.Optional(Uuid),
    options: Type.Optional(OptionsInput),
  },
  { additionalProperties: false },
)

export const RerunLlmRunBody = Type.Object(
  {
    options: Type.Optional(OptionsInput),
    templateId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
)

export const SummaryPromptListSchema = Type.Object(
  {
    prompts: Type.Array(
      Type.Object(
        { id: Uuid, name: Type.String(), version: Type.Integer(), updatedAt: IsoDateTime },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'LlmSummaryPromptList', additionalProperties: false },
)

export const UploadLlmRunBody = Type.Object({
  file: Type.String({ format: 'binary', description: '.txt, .vtt, .srt, .json, .docx or .pdf' }),
  options: Type.Optional(Type.String({ description: 'The options as JSON text' })),
  title: Type.Optional(Type.String()),
  templateId: Type.Optional(Type.String({ format: 'uuid' })),
})

export const LlmRunListQuery = Type.Object(
  {
    ...PagingQuery,
    orderBy: StringEnum(['asc', 'desc'], { default: 'desc' }),
    sortBy: StringEnum(LLM_RUN_SORT, { default: 'createdAt' }),
    status: Type.Optional(StringEnum(LLM_RUN_STATUSES)),
    engine: Type.Optional(StringEnum(SUMMARY_ENGINES)),
    sourceKind: Type.Optional(StringEnum(SOURCE_KINDS)),
  },
  { additionalProperties: false },
)

export const LlmSettingsSchema = Type.Object(
  {
    baseUrl: Nullable(Type.String()),
    model: Nullable(Type.String()),
    apiKeySet: Type.Boolean({ description: 'Whether the organization stored a key; the key itself is never returned' }),
    effective: Type.Object(
      {
        configured: Type.Boolean(),
        source: StringEnum(['organization', 'environment', 'none']),
        baseUrl: Nullable(Type.String()),
        model: Nullable(Type.String()),
        message: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
    updatedAt: Nullable(IsoDateTime),
  },
  { $id: 'LlmSettings', additionalProperties: false },
)

export const UpdateLlmSettingsBody = Type.Object(
  {
    baseUrl: Type.Optional(Nullable(Type.String({ pattern: '^https?://', maxLength: 500 }))),
    model: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
    apiKey: Type.Optional(
      Nullable(
        Type.String({ minLength: 1, maxLength: 500, description: 'Absent keeps the stored key, null removes it' }),
      ),
    ),
  },
  { additionalProperties: false },
)

export const llmSchemas = [
  QuoteSchema,
  SummaryResultSchema,
  SummaryOptionsSchema,
  LlmRunListItemSchema,
  LlmRunPageSchema,
  LlmRunSchema,
  LlmRunSourceSchema,
  LlmSettingsSchema,
  SummaryPromptListSchema,
]
