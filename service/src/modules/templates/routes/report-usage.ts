import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import type { TemplateKindName } from '../kind-schemas.js'
import { assertCan } from '../../../permissions/ability.js'
import { templateOfReport } from '../template-usage-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
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
          '404 when the report used none (its kind has no template, or the organization had none published) or it was deleted since.',
        params: IdParams,
        response: { 200: ReportTemplateUsageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await templateOfReport(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('No template recorded for this report')
      assertCan(request.ability, 'read', 'Report', { orgId: row.org_id })
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
