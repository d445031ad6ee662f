import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import {
  dismissSameAs,
  findProfile,
  listProfiles,
  lockProfiles,
  mergeProfiles,
  toProfileSummary,
  updateProfile,
} from '../profile-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { MergeProfileBody, ProfileListQuery, ProfilePageSchema, ProfileSchema, UpdateProfileBody } from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { profileDetail } from './profile-detail.js'

const TAGS = ['profiles']

/** Digital profiles: a person across meetings and reports, kept up to date as their reports become ready. */
const profiles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'DigitalProfile'] },
      schema: {
        operationId: 'listProfiles',
        tags: TAGS,
        summary: 'List digital profiles',
        querystring: ProfileListQuery,
        response: { 200: ProfilePageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listProfiles(app.db, orgScope(request), request.query)
      return { profiles: rows.map(toProfileSummary), total }
    },
  )

  app.get(
    '/:id',
    {
      config: { can: ['read', 'DigitalProfile'] },
      schema: {
        operationId: 'getProfile',
        tags: TAGS,
        summary: 'Get a digital profile',
        description:
          'Identity, scores over time from the person’s ready reports, averaged team roles and competences, and linked reports.',
        params: IdParams,
        response: { 200: ProfileSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findProfile(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Profile not found')
      assertCan(request.ability, 'read', 'DigitalProfile', { orgId: row.org_id })
      return profileDetail(app.db, row)
    },
  )

  app.patch(
    '/:id',
    {
      config: { can: ['update', 'DigitalProfile'] },
      schema: {
        operationId: 'updateProfile',
        tags: TAGS,
        summary: 'Change a profile’s identity fields',
        params: IdParams,
        body: UpdateProfileBody,
        response: { 200: ProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findProfile(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Profile not found')
      assertCan(request.ability, 'update', 'DigitalProfile', { orgId: row.org_id })
      const { fullName, email, title, company, tags } = request.body
      await updateProfile(app.db, row.id, {
        ...(fullName !== undefined ? { full_name: fullName.trim() } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(title !== undefined ? { title } : {}),
        ...(company !== undefined ? { company } : {}),
        ...(tags !== undefined ? { tags } : {}),
      })
      return profileDetail(app.db, (await findProfile(app.db, row.id, null))!)
    },
  )

  app.delete(
    '/:id/same-as',
    {
      config: { can: ['update', 'DigitalProfile'] },
      schema: {
        operationId: 'dismissProfileSameAs',
        tags: TAGS,
        summary: 'Not the same person: dismiss the suggested namesake',
        description: 'The profile stays separate and is not offered the same namesake again.',
        params: IdParams,
        response: { 200: ProfileSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findProfile(app.db, request.params.id, orgScope(request))
      if (!row) throw new NotFoundError('Profile not found')
      assertCan(request.ability, 'update', 'DigitalProfile', { orgId: row.org_id })
      await dismissSameAs(app.db, row.id)
      return profileDetail(app.db, (await findProfile(app.db, row.id, null))!)
    },
  )

  app.post(
    '/:id/merge',
    {
      config: { can: ['update', 'DigitalProfile'] },
      schema: {
        operationId: 'mergeProfiles',
        tags: TAGS,
        summary: 'Merge another profile into this one',
        description:
          'The other profile’s reports and meeting participations move here and it is deleted, in one transaction.',
        params: IdParams,
        body: MergeProfileBody,
        response: { 200: ProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (request.body.otherId === request.params.id)
        throw new BadRequestError('A profile cannot be merged into itself')
      const scope = orgScope(request)
      await app.db.transaction().execute(async (trx) => {
        // Lock both rows before reading them.
        await lockProfiles(trx, [request.params.id, request.body.otherId], scope)
        const keep = await findProfile(trx, request.params.id, scope)
        const other = await findProfile(trx, request.body.otherId, scope)
        if (!keep || !other || keep.org_id !== other.org_id) throw new NotFoundError('Profile not found')
        assertCan(request.ability, 'update', 'DigitalProfile', { orgId: keep.org_id })
        await mergeProfiles(trx, keep, other)
      })
      return profileDetail(app.db, (await findProfile(app.db, request.params.id, null))!)
    },
  )
}

export default profiles
