import { Type, type Static } from '@sinclair/typebox'

/** One lecture's completion on the course details page: the section by id, the lecture by its place in it. */
export const LectureCompletionBody = Type.Object(
  {
    sectionId: Type.String({ minLength: 1, maxLength: 60, description: 'e.g. section-1' }),
    topic: Type.Integer({ minimum: 0, maximum: 999, description: 'Index of the lecture in its section, from 0' }),
    isCompleted: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type LectureCompletionBody = Static<typeof LectureCompletionBody>
