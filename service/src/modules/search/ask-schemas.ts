import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'

export const AskBody = Type.Object(
  {
    question: Type.String({ minLength: 3, maxLength: 300, description: 'A question in any language' }),
    engine: Type.Optional(
      StringEnum(['builtin'] as const, {
        description: 'How to answer: `builtin` ranks the best-matching quotes (the only engine so far)',
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
    text: Type.String({ description: 'The utterance verbatim, masked as the caller’s transcript view is' }),
    rank: Type.Number({ description: 'ts_rank_cd of the match; higher first' }),
  },
  { additionalProperties: false },
)
export type AskQuote = Static<typeof AskQuote>

export const AskAnswer = Type.Object(
  {
    engine: StringEnum(['builtin'] as const),
    answer: Type.String({ description: 'A sentence saying what was found; no content beyond the quotes' }),
    words: Type.Array(Type.String(), { description: 'The content words the question was searched by' }),
    meetingCount: Type.Integer({ minimum: 0 }),
    quotes: Type.Array(AskQuote),
  },
  { additionalProperties: false },
)
export type AskAnswer = Static<typeof AskAnswer>
