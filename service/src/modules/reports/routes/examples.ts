import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { KindParams, ReportExampleListSchema, ReportExampleSchema } from '../schemas/report-examples.js'
import { reportExamples } from '../build-examples.js'

const TAGS = ['report-examples']

/** Worked examples of every report kind, readable by every signed-in role (the demo role's showcase). */
const reportExampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'ReportExample'] },
      schema: {
        operationId: 'listReportExamples',
        tags: TAGS,
        summary: 'Example reports of every kind',
        description: 'Produced by the builtin engine from bundled sample transcripts.',
        response: { 200: ReportExampleListSchema },
      },
    },
    async () => {
      const examples = await reportExamples()
      return { examples, total: examples.length }
    },
  )

  app.get(
    '/:kind',
    {
      config: { can: ['read', 'ReportExample'] },
      schema: {
        operationId: 'getReportExample',
        tags: TAGS,
        summary: 'The example report of a kind',
        params: KindParams,
        response: { 200: ReportExampleSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const example = (await reportExamples()).find((e) => e.kind === request.params.kind)
      if (!example) throw new NotFoundError('No example for this kind')
      return example
    },
  )
}

export default reportExampleRoutes
