import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'

/** The languages a transcript is indexed in: english, russian and french stem; Arabic and the rest use `simple`. */
export const SEARCH_LANGUAGES = ['en', 'ru', 'fr', 'ar', 'other'] as const
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number]

export const TEXT_SEARCH_MAX = 200

export const TranscriptSearchQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: TEXT_SEARCH_MAX,
      description:
        'Web-search syntax: words, "a phrase", `or`, `-word`; stemmed in each transcript’s language (a blank query answers 400)',
    }),
    lang: Type.Optional(
      StringEnum(SEARCH_LANGUAGES, { description: 'Only transcripts and reports in this language (detected)' }),
    ),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
)
export type TranscriptSearchQuery = Static<typeof TranscriptSearchQuery>

const SnippetPart = Type.Object(
  { text: Type.String(), hit: Type.Boolean({ description: 'A word the query matched' }) },
  { additionalProperties: false },
)

const TranscriptSearchHit = Type.Object(
  {
    kind: StringEnum(['transcript', 'report'] as const),
    meetingId: Nullable(Uuid),
    meetingTitle: Type.String({ description: 'The meeting’s title, or the report’s source for a self-interview' }),
    reportId: Nullable(Uuid),
    reportTitle: Nullable(Type.String()),
    seconds: Nullable(
      Type.Integer({ minimum: 0, description: 'When the utterance starts, in whole seconds (transcripts)' }),
    ),
    startMs: Nullable(
      Type.Integer({
        minimum: 0,
        description: 'When the utterance starts: `/meetings/{id}?t={startMs}` opens it there',
      }),
    ),
    speaker: Nullable(Type.String()),
    language: StringEnum(SEARCH_LANGUAGES),
    snippet: Type.Array(SnippetPart, {
      description: 'The matching text in parts, matched words marked; masked as the caller’s transcript view is',
    }),
    rank: Type.Number({ description: 'ts_rank_cd of the match; higher first' }),
  },
  { additionalProperties: false },
)

export const TranscriptSearchPage = Type.Object(
  {
    items: Type.Array(TranscriptSearchHit),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
)
export type TranscriptSearchPage = Static<typeof TranscriptSearchPage>
export type TranscriptSearchHit = Static<typeof TranscriptSearchHit>
