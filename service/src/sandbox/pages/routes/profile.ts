import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { DOCUMENT_KEYS, findDocument } from '../../shared/documents-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { PROFILE_TABS, ProfileHeaderSchema, ProfileQuery, ProfileTabSchema, type ProfileHeader } from '../schemas.js'

const TAGS = ['sandbox-pages']

const profile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getProfileTab',
        tags: TAGS,
        summary: 'Data of one profile tab',
        description: 'tab: profile (default), teams, projects, connections.',
        querystring: ProfileQuery,
        response: { 200: ProfileTabSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const tab = request.query.tab || 'profile'
      const doc = (PROFILE_TABS as readonly string[]).includes(tab)
        ? await findDocument<object>(app.db, DOCUMENT_KEYS.profileTab(tab))
        : undefined
      if (!doc) throw new NotFoundError(`Unknown profile tab "${tab}"`)
      return doc as never
    },
  )

  app.get(
    '/header',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getProfileHeader',
        tags: TAGS,
        summary: 'The profile header',
        response: { 200: ProfileHeaderSchema, ...errorResponses(404) },
      },
    },
    async () => {
      const doc = await findDocument<ProfileHeader>(app.db, DOCUMENT_KEYS.profileHeader)
      if (!doc) throw new NotFoundError('Profile header not found')
      return doc
    },
  )
}

export default profile
