import { Type, type Static } from '@sinclair/typebox'
import { QueryText, sandboxListQuery } from '../shared/list-query.js'
import { SalesRowSchema } from './schemas.js'

const filter = (description: string) => Type.Optional(Type.String({ ...QueryText, description }))

/** The data-table page's server query: search, sort, paging and one exact-match filter per filterable column. */
export const SalesPageQuery = sandboxListQuery({
  status: filter('Order status, e.g. Completed, Confirmed, Cancelled'),
  paymentStatus: filter('Fully Paid, Partially Paid, Unpaid'),
  category: filter('Product category'),
})
export type SalesPageQuery = Static<typeof SalesPageQuery>

export const SalesPageSchema = Type.Object(
  {
    rows: Type.Array(SalesRowSchema),
    total: Type.Integer({ description: 'Rows matching the search and filters, over all pages' }),
    facets: Type.Object(
      {
        status: Type.Array(Type.String()),
        paymentStatus: Type.Array(Type.String()),
        category: Type.Array(Type.String()),
      },
      { additionalProperties: false, description: 'Every value of each filterable column, for the column filters' },
    ),
  },
  { additionalProperties: false },
)
export type SalesPage = Static<typeof SalesPageSchema>
