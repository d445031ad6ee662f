import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { questionsOf } from '../question-set.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { QuestionSetListSchema } from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'

/** The organization's question sets (templates of kind `question-set`), newest version of each name. */
const questionSets: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/question-sets',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'listQuestionSets',
        tags: ['self-interviews'],
        summary: 'List question sets for self-interviews',
        response: { 200: QuestionSetListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const orgId = orgScope(request) ?? request.user.orgId
      let q = app.db
        .selectFrom('templates')
        .select(['id', 'name', 'version', 'document'])
        .distinctOn('name')
        .where('kind', '=', 'question-set')
        .orderBy('name')
        .orderBy('version', 'desc')
      if (orgId) q = q.where('org_id', '=', orgId)
      const rows = await q.execute()
      return {
        questionSets: rows
          .map((r) => ({
            id: r.id,
            name: r.name,
            version: r.version,
            language: typeof r.document.language === 'string' ? r.document.language : 'en',
            description: typeof r.document.description === 'string' ? r.document.description : '',
            questions: questionsOf(r.document),
          }))
          .filter((s) => s.questions.length > 0),
      }
    },
  )
}

export default questionSets
