import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listSalesPage } from '../sales-page-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { SalesPageQuery, SalesPageSchema } from '../schemas-sales-page.js'
import { sandboxScope } from '../../scope.js'

/** The data table's server side: `/datatable` keeps answering every row in one array, as its callers expect; this one pages. */
const datatablePage: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/datatable/rows',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listSalesRowsPage',
        tags: ['sandbox-pages'],
        summary: "One page of the data table's sales rows",
        description:
          'q matches product, brand or buyer; status, paymentStatus and category filter exactly; sortBy is one of id, date, product, category, buyer, total, paid, status, paymentStatus.',
        querystring: SalesPageQuery,
        response: { 200: SalesPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listSalesPage(app.db, sandboxScope(request), request.query),
  )
}

export default datatablePage
