import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { FieldErrors } from '../../../lib/errors.js'
import { isTimeZone, setTimeZone } from '../cost-settings-repository.js'
import { orgTimeZone, billingOrg } from '../../billing/index.js'
import { errorResponses } from '../../../lib/schemas/error.js'
const Settings = Type.Object(
  {
    orgId: Type.String({ format: 'uuid' }),
    timeZone: Type.String({ description: 'IANA name; cost days and months are local to it' }),
  },
  { additionalProperties: false },
)
const Query = Type.Object({ orgId: Type.Optional(Type.String({ format: 'uuid' })) }, { additionalProperties: false })
const Body = Type.Object(
  { orgId: Type.Optional(Type.String({ format: 'uuid' })), timeZone: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
)

/** The organization's cost time zone: read with billing, set by its admin or the superadmin. */
const settings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    {
      config: { can: ['read', 'Billing'] },
      schema: {
        operationId: 'getCostSettings',
        tags: ['costs'],
        summary: 'The organization’s cost time zone',
        querystring: Query,
        response: { 200: Settings, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const orgId = await billingOrg(request, request.query.orgId)
      return { orgId, timeZone: await orgTimeZone(app.db, orgId) }
    },
  )

  app.put(
    '/settings',
    {
      config: { can: ['update', 'Billing'] },
      schema: {
        operationId: 'setCostSettings',
        tags: ['costs'],
        summary: 'Set the organization’s cost time zone',
        description: 'Rebuilds the organization’s daily rollups in the new zone; usage rows are never changed.',
        body: Body,
        response: { 200: Settings, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const orgId = await billingOrg(request, request.body.orgId, 'update')
      if (!(await isTimeZone(app.db, request.body.timeZone)))
        throw new FieldErrors({ timeZone: ['Not a known time zone name, e.g. Europe/Berlin'] })
      await setTimeZone(app.db, orgId, request.body.timeZone)
      return { orgId, timeZone: request.body.timeZone }
    },
  )
}

export default settings
