import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Uuid } from '../../lib/schemas/common.js'

export const SEARCH_TYPES = ['meeting', 'report', 'profile'] as const

export const DataSearchQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Case-insensitive substring of a meeting title, a report title or subject, or a profile name',
    }),
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    itemsPerPage: Type.Integer({ minimum: 1, maximum: 50, default: 8 }),
  },
  { additionalProperties: false },
)
export type DataSearchQuery = Static<typeof DataSearchQuery>

const DataSearchItem = Type.Object(
  {
    type: StringEnum(SEARCH_TYPES),
    id: Uuid,
    title: Type.String(),
    detail: Type.String({
      description:
        'What tells two hits apart: a meeting’s date, a report’s kind and meeting, a profile’s title and company',
    }),
  },
  { additionalProperties: false },
)

export const DataSearchPage = Type.Object(
  { items: Type.Array(DataSearchItem), total: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type DataSearchPage = Static<typeof DataSearchPage>
