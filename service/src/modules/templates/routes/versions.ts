import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { diffDocuments } from '../diff-documents.js'
import { assertCan } from '../../../permissions/ability.js'
import type { Handle } from '../../../db/handle.js'
import {
  authorName,
  findFamily,
  findVersion,
  insertVersion,
  listVersions,
  lockFamily,
  publishVersion,
} from '../template-repository.js'
import { toTemplate, toVersion, toVersionSummary, type FamilyRow } from '../template-rows.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import {
  DiffQuery,
  NoteBody,
  PublishBody,
  SaveVersionBody,
  TemplateDiffSchema,
  TemplateSchema,
  TemplateVersionSchema,
  VersionListSchema,
  VersionParams,
} from '../schemas/templates.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { assertValidDocument } from './document-check.js'

const TAGS = ['templates']

/** Versions of one template: every save is a new immutable row; restore and publish work on those rows. */
const versions: FastifyPluginAsyncTypebox = async (app) => {
  const family = async (
    db: Handle,
    request: { params: { id: string } } & Parameters<typeof orgScope>[0],
    action: 'read' | 'update',
  ) => {
    const row = await findFamily(db, request.params.id, orgScope(request))
    if (!row) throw new NotFoundError('Template not found')
    assertCan(request.ability, action, 'Template', { orgId: row.org_id })
    return row
  }
  const version = async (db: Handle, row: FamilyRow, n: number) => {
    const found = await findVersion(db, row.family_id, n)
    if (!found) throw new NotFoundError(`Version ${n} not found`)
    return found
  }

  /** The next version in one transaction, the family locked so two saves never take one number. */
  const appendVersion = (
    request: Parameters<typeof orgScope>[0] & { params: { id: string } },
    document: (row: FamilyRow, trx: Handle) => Promise<Record<string, unknown>>,
    note: string,
    baseVersion?: number,
  ) =>
    app.db.transaction().execute(async (trx) => {
      const row = await family(trx, request, 'update')
      const newest = await lockFamily(trx, row.family_id)
      if (baseVersion !== undefined && baseVersion !== newest)
        throw new ConflictError(
          `Version ${newest} was saved after version ${baseVersion}; reload it and apply your edit again`,
        )
      const doc = await document(row, trx)
      assertValidDocument(row.kind, doc)
      return insertVersion(trx, {
        orgId: row.org_id,
        kind: row.kind,
        name: row.name,
        familyId: row.family_id,
        version: newest + 1,
        document: doc,
        authorId: request.user.sub,
        authorName: await authorName(trx, request.user.sub),
        note,
      })
    })

  app.get(
    '/:id/versions',
    {
      config: { can: ['read', 'Template'] },
      schema: {
        operationId: 'listTemplateVersions',
        tags: TAGS,
        summary: 'List the versions of a template, newest first',
        params: IdParams,
        response: { 200: VersionListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await family(app.db, request, 'read')
      const rows = await listVersions(app.db, row.family_id)
      return { versions: rows.map(toVersionSummary), total: rows.length }
    },
  )

  app.post(
    '/:id/versions',
    {
      config: { can: ['update', 'Template'] },
      schema: {
        operationId: 'saveTemplateVersion',
        tags: TAGS,
        summary: 'Save a document as the next version (unpublished)',
        params: IdParams,
        body: SaveVersionBody,
        response: { 201: TemplateVersionSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const b = request.body
      const saved = await appendVersion(request, async () => b.document, b.note ?? '', b.baseVersion)
      return reply.code(201).send(toVersion(saved))
    },
  )

  app.get(
    '/:id/versions/:version',
    {
      config: { can: ['read', 'Template'] },
      schema: {
        operationId: 'getTemplateVersion',
        tags: TAGS,
        summary: 'Get one version with its document',
        params: VersionParams,
        response: { 200: TemplateVersionSchema, ...errorResponses(404) },
      },
    },
    async (request) => toVersion(await version(app.db, await family(app.db, request, 'read'), request.params.version)),
  )

  app.get(
    '/:id/diff',
    {
      config: { can: ['read', 'Template'] },
      schema: {
        operationId: 'diffTemplateVersions',
        tags: TAGS,
        summary: 'The difference between two versions as a JSON Patch (RFC 6902)',
        params: IdParams,
        querystring: DiffQuery,
        response: { 200: TemplateDiffSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await family(app.db, request, 'read')
      const [from, to] = [await version(app.db, row, request.query.from), await version(app.db, row, request.query.to)]
      return { from: from.version, to: to.version, patch: diffDocuments(from.document, to.document) }
    },
  )

  app.post(
    '/:id/versions/:version/restore',
    {
      config: { can: ['update', 'Template'] },
      schema: {
        operationId: 'restoreTemplateVersion',
        tags: TAGS,
        summary: 'Save an older version again as the newest',
        description: 'History is never rewritten: the old document becomes a new version (unpublished).',
        params: VersionParams,
        body: NoteBody,
        response: { 201: TemplateVersionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const n = request.params.version
      const saved = await appendVersion(
        request,
        async (row, trx) => (await version(trx, row, n)).document,
        request.body.note || `Restored version ${n}`,
      )
      return reply.code(201).send(toVersion(saved))
    },
  )

  app.post(
    '/:id/publish',
    {
      config: { can: ['update', 'Template'] },
      schema: {
        operationId: 'publishTemplate',
        tags: TAGS,
        summary: 'Publish a version: analyses of its kind use it from now on',
        params: IdParams,
        body: PublishBody,
        response: { 200: TemplateSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await family(app.db, request, 'update')
      const target = await version(app.db, row, request.body.version ?? row.version)
      await publishVersion(app.db, target.id)
      return toTemplate((await findFamily(app.db, row.family_id, null))!)
    },
  )
}

export default versions
