import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../../lib/schemas/common.js'

export const SUMMARY_SECTIONS = ['summary', 'topics', 'decisions', 'actionItems', 'questions', 'speakers'] as const
export type SummarySection = (typeof SUMMARY_SECTIONS)[number]
export const SUMMARY_LENGTHS = ['short', 'standard', 'detailed'] as const
export const SUMMARY_ENGINES = ['builtin', 'llm'] as const

/** A verbatim quote of the source; `verified` is false when the service could not find it in the source. */
export const QuoteSchema = Type.Object(
  {
    quote: Type.String(),
    speaker: Type.String(),
    startMs: Type.Integer({ minimum: 0 }),
    verified: Type.Boolean(),
  },
  { $id: 'LlmQuote', additionalProperties: false },
)

const Item = Type.Object({ text: Type.String(), quote: Type.Ref(QuoteSchema) }, { additionalProperties: false })

export const SummaryResultSchema = Type.Object(
  {
    language: Type.String(),
    summary: Type.Array(Item),
    topics: Type.Array(
      Type.Object(
        { title: Type.String(), startMs: Type.Integer({ minimum: 0 }), quote: Type.Ref(QuoteSchema) },
        { additionalProperties: false },
      ),
    ),
    decisions: Type.Array(Item),
    actionItems: Type.Array(
      Type.Object(
        {
          text: Type.String(),
          owner: Nullable(Type.String()),
          due: Nullable(Type.String()),
          quote: Type.Ref(QuoteSchema),
        },
        { additionalProperties: false },
      ),
    ),
    questions: Type.Array(Item),
    speakers: Type.Array(
      Type.Object(
        {
          speaker: Type.String(),
          talkTimeMs: Type.Integer(),
          sharePct: Type.Integer(),
          words: Type.Integer(),
          turns: Type.Integer(),
          questions: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
    /** Items the model gave whose quote was not in the source and were dropped. */
    droppedUnverified: Type.Integer({ minimum: 0 }),
  },
  { $id: 'LlmSummaryResult', additionalProperties: false },
)

export const SummaryOptionsSchema = Type.Object(
  {
    engine: StringEnum(SUMMARY_ENGINES, { default: 'builtin' }),
    /** "source" keeps the transcript's language. */
    language: Type.String({ default: 'source', pattern: '^(source|[a-z]{2})$' }),
    length: StringEnum(SUMMARY_LENGTHS, { default: 'standard' }),
    sections: Type.Array(StringEnum(SUMMARY_SECTIONS), {
      uniqueItems: true,
      minItems: 1,
      default: [...SUMMARY_SECTIONS],
    }),
    /** What happens to a quote the model invented: flagged "unverified", or dropped. */
    unverified: StringEnum(['flag', 'drop'], { default: 'flag' }),
  },
  { $id: 'LlmSummaryOptions', additionalProperties: false },
)

export type Quote = Static<typeof QuoteSchema>
export type SummaryResult = Static<typeof SummaryResultSchema>
export type SummaryOptions = Static<typeof SummaryOptionsSchema>
