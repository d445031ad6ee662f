import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import { NotFoundError } from '../../lib/errors.js'
import { likePattern } from '../../db/handle.js'
import { IdParams, NoContent } from '../../lib/schemas/common.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { CreateWhatsNewBody, UnreadSchema, WhatsNewEntrySchema, WhatsNewPageSchema, WhatsNewQuery } from './schemas.js'

const TAGS = ['whats-new']

/**
 * The product's changelog. Every signed-in person reads it (no ability beyond signing in); the superadmin
 * writes it. Opening the page marks it read for that account, in the database, so every instance agrees.
 */
const whatsNew: FastifyPluginAsyncTypebox = async (app) => {
  const readAt = (accountId: string) =>
    sql<Date>`coalesce((select read_at from whats_new_reads where account_id = ${accountId}), '-infinity'::timestamptz)`
  const unreadCount = async (accountId: string) =>
    Number(
      (
        await app.db
          .selectFrom('whats_new_entries')
          .select(sql<number>`count(*)`.as('n'))
          .where('published_at', '>', readAt(accountId))
          .where('published_at', '<=', sql<Date>`now()`)
          .executeTakeFirst()
      )?.n ?? 0,
    )

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
      const { q, tag, page, itemsPerPage, orderBy } = request.query
      let query = app.db.selectFrom('whats_new_entries').where('published_at', '<=', sql<Date>`now()`)
      if (tag) query = query.where(sql<boolean>`${tag} = any(tags)`)
      if (q?.trim())
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(title)`, 'like', likePattern(q.trim())),
            eb(sql`lower(body)`, 'like', likePattern(q.trim())),
          ]),
        )
      const rows = await query
        .select(['id', 'title', 'body', 'published_at', 'tags', 'link'])
        .select(sql<boolean>`published_at > ${readAt(request.user.sub)}`.as('unread'))
        .select(sql<number>`count(*) over()`.as('total_count'))
        .orderBy('published_at', orderBy)
        .orderBy('id')
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage)
        .execute()
      const total = rows.length
        ? Number(rows[0]!.total_count)
        : Number((await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0)
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
        unread: await unreadCount(request.user.sub),
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
    async (request) => ({ unread: await unreadCount(request.user.sub) }),
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
      await app.db
        .insertInto('whats_new_reads')
        .values({ account_id: request.user.sub, read_at: sql<Date>`now()` as never })
        .onConflict((oc) =>
          oc
            .column('account_id')
            .doUpdateSet({ read_at: sql<Date>`greatest(whats_new_reads.read_at, now())` as never }),
        )
        .execute()
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
      const row = await app.db
        .insertInto('whats_new_entries')
        .values({
          title: b.title.trim(),
          body: b.body,
          tags: b.tags ?? [],
          link: b.link ?? null,
          author_id: request.user.sub,
          ...(b.publishedAt ? { published_at: new Date(b.publishedAt) } : {}),
        })
        .returning(['id', 'title', 'body', 'published_at', 'tags', 'link'])
        .executeTakeFirstOrThrow()
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
      const done = await app.db.deleteFrom('whats_new_entries').where('id', '=', request.params.id).executeTakeFirst()
      if (!done.numDeletedRows) throw new NotFoundError('Entry not found')
      return reply.code(204).send(null)
    },
  )
}

export default whatsNew
