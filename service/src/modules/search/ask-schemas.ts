import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const ASK_ENGINES = ['builtin', 'llm'] as const
export type AskEngine = (typeof ASK_ENGINES)[number]
export const ASK_FALLBACKS = ['unverified', 'model-failed'] as const

export const AskBody = Type.Object(
  {
    question: Type.String({ minLength: 3, maxLength: 300, description: 'A question in any language' }),
    engine: Type.Optional(
      StringEnum(ASK_ENGINES, {
        description:
          'How to answer: `llm` asks the organization’s model (the default when one is connected), `builtin` ranks the best-matching quotes',
      }),
    ),
  },
  { additionalProperties: false },
)
export type AskBody = Static<typeof AskBody>

const AskQuote = Type.Object(
  {
    meetingId: Uuid,
    meetingTitle: Type.String(),
    speaker: Nullable(Type.String()),
    startMs: Type.Integer({ minimum: 0, description: '`/meetings/{id}?t={startMs}` opens the meeting there' }),
    text: Type.String({
      description:
        'The utterance verbatim (llm: the part of it the model quoted, checked verbatim), masked as the caller’s transcript view is',
    }),
    rank: Type.Number({ description: 'ts_rank_cd of the match; higher first' }),
  },
  { additionalProperties: false },
)
export type AskQuote = Static<typeof AskQuote>

export const AskAnswer = Type.Object(
  {
    engine: StringEnum(ASK_ENGINES, { description: 'The engine that answered' }),
    answer: Type.String({
      description:
        'builtin: a sentence saying what was found. llm: the model’s short answer (masked where the organization masks), supported by the quotes',
    }),
    model: Nullable(Type.String({ description: 'The model that answered (llm), else null' })),
    fallback: Nullable(
      StringEnum(ASK_FALLBACKS, {
        description:
          'Why the built-in engine answered a question meant for the model: `unverified` (none of its quotes was verbatim in a transcript line), `model-failed` (the call failed; nothing was billed)',
      }),
    ),
    droppedQuotes: Type.Integer({
      minimum: 0,
      description: 'Quotes the model gave that were not verbatim in the line they cited: dropped, never shown',
    }),
    words: Type.Array(Type.String(), { description: 'The content words the question was searched by' }),
    meetingCount: Type.Integer({ minimum: 0 }),
    quotes: Type.Array(AskQuote),
  },
  { additionalProperties: false },
)
export type AskAnswer = Static<typeof AskAnswer>
