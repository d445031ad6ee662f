import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../../lib/schemas/common.js'

export const ChapterSchema = Type.Object(
  {
    startSeconds: Type.Number({ minimum: 0, description: 'when the chapter’s first segment starts' }),
    endSeconds: Type.Number({ minimum: 0, description: 'when its last segment ends' }),
    firstSegment: Type.Integer({ minimum: 0, description: 'index of its first segment in the transcript' }),
    segmentCount: Type.Integer({ minimum: 1 }),
    title: Type.String({
      description: 'its most distinctive phrases, as said (the transcript’s language); empty when it has none',
    }),
    keyPhrases: Type.Array(Type.String(), { maxItems: 3 }),
  },
  { $id: 'Chapter', additionalProperties: false },
)

export const MeetingChaptersSchema = Type.Object(
  {
    chapters: Type.Array(Type.Ref(ChapterSchema)),
    language: Type.Optional(
      StringEnum(['en', 'ru', 'fr', 'ar'], { description: 'the transcript’s language (absent with no transcript)' }),
    ),
  },
  { $id: 'MeetingChapters', additionalProperties: false },
)
export type MeetingChapters = Static<typeof MeetingChaptersSchema>
