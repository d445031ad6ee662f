import { Type } from '@sinclair/typebox'

export const SearchQuery = Type.Object(
  {
    q: Type.String({
      maxLength: 100,
      default: '',
      description: 'Case-insensitive substring of a screen title; empty matches all',
    }),
  },
  { additionalProperties: false },
)

const SearchChild = Type.Object(
  { title: Type.String(), path: Type.String(), icon: Type.String({ description: 'Fluent UI icon name' }) },
  { additionalProperties: false },
)

/** The spec's search group: a category and its matching screens. */
export const SearchGroupSchema = Type.Object(
  {
    title: Type.String({ description: 'The category as shown' }),
    category: Type.String({ description: 'Stable category key, e.g. product, front-pages' }),
    children: Type.Array(SearchChild),
  },
  { $id: 'SearchGroup', additionalProperties: false },
)
