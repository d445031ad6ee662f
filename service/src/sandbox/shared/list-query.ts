import { Type, type TProperties } from '@sinclair/typebox'

/**
 * Sandbox list parameters arrive as strings and are parsed leniently: a missing or
 * non-numeric page falls back to 1, an unknown sort key sorts nothing. Unknown parameters are allowed
 * because the template's web sends extra ones; only the size of each string is bounded.
 */
export const QueryText = Type.String({ maxLength: 200 })
const optional = Type.Optional(QueryText)

export const PagingParams = { page: optional, itemsPerPage: optional }
export const SortParams = { sortBy: optional, orderBy: optional }

export const sandboxQuery = <P extends TProperties>(props: P) => Type.Object({ ...props })

/** A list with search, paging and sorting plus its own filters. */
export const sandboxListQuery = <P extends TProperties>(props: P) =>
  Type.Object({ q: optional, ...PagingParams, ...SortParams, ...props })

export interface ListParams {
  q?: string
  page?: string
  itemsPerPage?: string
  sortBy?: string
  orderBy?: string
}

export const IntIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
)

export const Money = Type.String({ description: 'Amount with its leading currency sign, e.g. "$999"' })
export const IsoDate = Type.String({ description: 'YYYY-MM-DD' })
