import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { questionsOf } from '../question-set.js'
import { listQuestionSetRows } from '../question-set-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { QuestionBankPageSchema, QuestionBankQuery, QuestionSetListSchema } from '../schemas.js'
import { questionBank } from '../question-bank.js'
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
      const rows = await listQuestionSetRows(app.db, orgId)
      return {
        questionSets: rows
          .map((r) => ({
            id: r.id,
            templateId: r.family_id,
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

  app.get(
    '/question-bank',
    {
      config: { can: ['read', 'SelfInterview'] },
      schema: {
        operationId: 'listQuestionBank',
        tags: ['self-interviews'],
        summary: 'Questions of the organization’s question sets, to copy into a set',
        description:
          'Every question of the newest version of each question set, each text once, practice questions left ' +
          'out; `q` keeps those whose text contains all its words.',
        querystring: QuestionBankQuery,
        response: { 200: QuestionBankPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => questionBank(app.db, orgScope(request) ?? request.user.orgId, request.query),
  )
}

export default questionSets
