import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import {
  authorName,
  deleteFamily,
  findFamily,
  insertVersion,
  listTemplates,
  nameTaken,
} from '../template-repository.js'
import { toTemplate, toTemplateSummary } from '../template-rows.js'
import { templateInUse, type TemplateUse } from '../template-usage-repository.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  CreateTemplateBody,
  DuplicateBody,
  TemplateListQuery,
  TemplatePageSchema,
  TemplateSchema,
} from '../schemas/templates.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { assertValidDocument } from './document-check.js'
import kindSchemas from './kind-schemas.js'
import reportUsage from './report-usage.js'
import versions from './versions.js'

const TAGS = ['templates']

/** Templates of the caller's organization: versioned documents (rubrics, models, question sets, prompts). */
const templates: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(kindSchemas)

  app.get(
    '',
    {
      config: { can: ['read', 'Template'] },
      schema: {
        operationId: 'listTemplates',
        tags: TAGS,
        summary: 'List templates',
        description: 'One item per template (its newest version); `q` matches the name.',
        querystring: TemplateListQuery,
        response: { 200: TemplatePageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listTemplates(app.db, orgScope(request), request.query)
      return { templates: rows.map(toTemplateSummary), total }
    },
  )

  app.post(
    '',
    {
      config: { can: ['create', 'Template'] },
      schema: {
        operationId: 'createTemplate',
        tags: TAGS,
        summary: 'Create a template (its version 1, unpublished)',
        body: CreateTemplateBody,
        response: { 201: TemplateSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const orgId = request.user.orgId
      if (!orgId) throw new BadRequestError('Templates are created by members of an organization')
      assertCan(request.ability, 'create', 'Template', { orgId })
      const b = request.body
      assertValidDocument(b.kind, b.document)
      const name = b.name.trim()
      if (await nameTaken(app.db, orgId, b.kind, name))
        throw new ConflictError(`A ${b.kind} named "${name}" exists already`)
      const row = await insertVersion(app.db, {
        orgId,
        kind: b.kind,
        name,
        document: b.document,
        version: 1,
        authorId: request.user.sub,
        authorName: await authorName(app.db, request.user.sub),
        note: b.note ?? '',
      })
      return reply.code(201).send(toTemplate((await findFamily(app.db, row.family_id, null))!))
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'Template'] },
      schema: {
        operationId: 'getTemplate',
        tags: TAGS,
        summary: 'Get a template with its newest document',
        params: IdParams,
        response: { 200: TemplateSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findFamily(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Template not found')
      assertCan(request.ability, 'read', 'Template', { orgId: row.org_id })
      return toTemplate(row)
    },
  )

  app.post(
    '/:id/duplicate',
    {
      config: { can: ['create', 'Template'] },
      schema: {
        operationId: 'duplicateTemplate',
        tags: TAGS,
        summary: 'Copy a template (its newest document) as a new template',
        params: IdParams,
        body: DuplicateBody,
        response: { 201: TemplateSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await findFamily(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Template not found')
      assertCan(request.ability, 'create', 'Template', { orgId: row.org_id })
      let name = request.body.name?.trim()
      if (name && (await nameTaken(app.db, row.org_id, row.kind, name)))
        throw new ConflictError(`A ${row.kind} named "${name}" exists already`)
      for (let n = 1; !name; n++) {
        const candidate = n === 1 ? `${row.name} (copy)` : `${row.name} (copy ${n})`
        if (!(await nameTaken(app.db, row.org_id, row.kind, candidate))) name = candidate
      }
      const copy = await insertVersion(app.db, {
        orgId: row.org_id,
        kind: row.kind,
        name,
        document: row.document,
        version: 1,
        authorId: request.user.sub,
        authorName: await authorName(app.db, request.user.sub),
        note: `Copy of ${row.name} v${row.version}`,
      })
      return reply.code(201).send(toTemplate((await findFamily(app.db, copy.family_id, null))!))
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['delete', 'Template'] },
      schema: {
        operationId: 'deleteTemplate',
        tags: TAGS,
        summary: 'Delete a template and all its versions',
        description:
          'Refused with 409 while a queued or running analysis, an open self-interview or a running summary uses it. Finished reports keep their content and lose only the link.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await app.db.transaction().execute(async (trx) => {
        const row = await findFamily(trx, request.params.id, orgScope(request))
        if (!row) throw new NotFoundError('Template not found')
        assertCan(request.ability, 'delete', 'Template', { orgId: row.org_id })
        const use = await templateInUse(trx, row)
        if (use) throw new ConflictError(IN_USE[use])
        await deleteFamily(trx, row.family_id)
      })
      return reply.code(204).send(null)
    },
  )

  await app.register(versions)
  await app.register(reportUsage)
}

const IN_USE: Record<TemplateUse, string> = {
  analysis: 'An analysis that uses this template is still running; delete it once the analysis has finished',
  interview:
    'A self-interview created from this question set is still open; delete it once the interview is completed, expired or revoked',
  summary: 'A summary that uses this prompt is still running; delete it once the summary has finished',
}

export default templates
