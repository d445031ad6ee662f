import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, Uuid } from '../../lib/schemas/common.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { listOutboxMails } from './outbox-repository.js'

const OutboxMail = Type.Object(
  {
    id: Uuid,
    to: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    sentAt: Nullable(IsoDateTime),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
)

/** Where a demo without SMTP reads its reset and invitation links: the superadmin only. */
const outbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['manage', 'all'] },
      schema: {
        operationId: 'listOutbox',
        tags: ['outbox'],
        summary: 'The latest mails written to the outbox',
        querystring: Type.Object(
          {
            to: Type.Optional(Type.String({ maxLength: 254 })),
            limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ mails: Type.Array(OutboxMail) }, { additionalProperties: false }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const rows = await listOutboxMails(app.db, request.query)
      return {
        mails: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          body: r.body,
          sentAt: r.sent_at?.toISOString() ?? null,
          createdAt: r.created_at.toISOString(),
        })),
      }
    },
  )
}

export default outbox
