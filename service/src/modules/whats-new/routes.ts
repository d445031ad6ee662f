import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../lib/errors.js'
import { IdParams, NoContent } from '../../lib/schemas/common.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { CreateWhatsNewBody, UnreadSchema, WhatsNewEntrySchema, WhatsNewPageSchema, WhatsNewQuery } from './schemas.js'
import { countUnread, deleteEntry, insertEntry, listEntries, markRead } from './whats-new-repository.js'

const TAGS = ['whats-new']

/**
 * The product's changelog. Every signed-in person reads it (no ability beyond signing in); the superadmin
 * writes it. Opening the page marks it read for that account, in the database, so every instance agrees.
 */
const whatsNew: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listWhatsNew',
        tags: TAGS,
        summary: "List what's new, newest first",
        querystring: WhatsNewQuery,
        response: { 200: WhatsNewPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listEntries(app.db, request.user.sub, request.query)
      return {
        entries: rows.map((r) => ({
          id: r.id,
          title: r.title,
          body: r.body,
          publishedAt: r.published_at.toISOString(),
          tags: r.tags,
          link: r.link,
          unread: r.unread,
        })),
        total,
        unread: await countUnread(app.db, request.user.sub),
      }
    },
  )

  app.get(
    '/unread',
    {
      schema: {
        operationId: 'countUnreadWhatsNew',
        tags: TAGS,
        summary: "How many what's-new entries the caller has not seen",
        response: { 200: UnreadSchema },
      },
    },
    async (request) => ({ unread: await countUnread(app.db, request.user.sub) }),
  )

  app.post(
    '/read',
    {
      schema: {
        operationId: 'markWhatsNewRead',
        tags: TAGS,
        summary: "Mark what's new as read up to now",
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await markRead(app.db, request.user.sub)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '',
    {
      config: { can: ['create', 'Announcement'] },
      schema: {
        operationId: 'createWhatsNew',
        tags: TAGS,
        summary: "Publish a what's-new entry",
        body: CreateWhatsNewBody,
        response: { 201: WhatsNewEntrySchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const b = request.body
      const row = await insertEntry(app.db, {
        title: b.title.trim(),
        body: b.body,
        tags: b.tags ?? [],
        link: b.link ?? null,
        authorId: request.user.sub,
        publishedAt: b.publishedAt ? new Date(b.publishedAt) : undefined,
      })
      return reply.code(201).send({
        id: row.id,
        title: row.title,
        body: row.body,
        publishedAt: row.published_at.toISOString(),
        tags: row.tags,
        link: row.link,
        unread: true,
      })
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['delete', 'Announcement'] },
      schema: {
        operationId: 'deleteWhatsNew',
        tags: TAGS,
        summary: "Delete a what's-new entry",
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteEntry(app.db, request.params.id))) throw new NotFoundError('Entry not found')
      return reply.code(204).send(null)
    },
  )
}

export default whatsNew
