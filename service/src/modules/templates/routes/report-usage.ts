import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import type { TemplateKindName } from '../kind-schemas.js'
import { assertCan } from '../../../permissions/ability.js'
import { templateOfReport } from '../template-usage-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { ReportTemplateUsageSchema } from '../schemas/templates.js'
import { orgScope } from '../../../permissions/org-scope.js'

/** Which template version a report was scored with (the report keeps that version's row id). */
const reportUsage: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/used-by-report/:id',
    {
      config: { can: ['read', 'Report'] },
      schema: {
        operationId: 'getReportTemplate',
        tags: ['templates', 'reports'],
        summary: 'The template version a report used',
        description:
          '204 when the report used none (its kind has no template, or the organization had none published, or it was deleted since): an absent template is no error. 404 when the report is not found.',
        params: IdParams,
        response: { 200: ReportTemplateUsageSchema, 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await templateOfReport(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Report not found')
      assertCan(request.ability, 'read', 'Report', { orgId: row.org_id })
      if (!row.id || !row.family_id || !row.kind || !row.name || row.version === null) return reply.code(204).send(null)
      return {
        templateId: row.family_id,
        versionId: row.id,
        kind: row.kind as TemplateKindName,
        name: row.name,
        version: row.version,
      }
    },
  )
}

export default reportUsage
