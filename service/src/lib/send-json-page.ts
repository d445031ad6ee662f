import type { FastifyReply } from 'fastify'

/**
 * Sends a list page whose items PostgreSQL wrote as JSON text (repositories/json-text.ts) as
 * `{"<key>":[…items],"total":n}`. A string body with a JSON content type goes out as it is: no
 * serializer runs, which is the point.
 */
export const sendJsonPage = (reply: FastifyReply, page: { body: string }) =>
  reply.type('application/json; charset=utf-8').send(page.body)
