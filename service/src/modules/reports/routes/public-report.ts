import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { deepMask } from '../../meetings/index.js'
import { NotFoundError } from '../../../lib/errors.js'
import { hashToken } from '../../../lib/secret-tokens.js'
import { throttled } from '../../../plugins/app/throttle.js'
import { findSharedReport } from '../share-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { PublicReportSchema } from '../schemas/reports.js'

const TokenParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)

/** Public, token-addressed views (no sign-in). They never reveal whether some other token exists. */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = app.createRateLimit({
    max: 60,
    timeWindow: 60_000,
    keyGenerator: (r) => `public-report-ip:${r.ip}`,
  })

  app.get(
    '/reports/:token',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicReport',
        tags: ['public'],
        summary: 'A report shared by link',
        description: 'Unknown, expired and revoked links all answer the same 404. Rate-limited per address.',
        security: [],
        params: TokenParams,
        response: { 200: PublicReportSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      if (await throttled(request, reply, [perAddress], 'Too many requests for shared reports')) return reply
      const row = await findSharedReport(app.db, hashToken(request.params.token))
      if (!row) throw new NotFoundError('This link is not valid')
      // Masked again on the way out: a public page never shows a participant's e-mail or phone, even in a report stored before masking.
      return deepMask({
        kind: row.kind as never,
        title: row.title,
        subject: row.subject,
        source: { type: row.source_type, title: row.source_title },
        content: row.content,
        summary: row.summary,
        language: row.language,
        engine: row.engine,
        createdAt: row.created_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
      })
    },
  )
}

export default publicRoutes
