import { STATUS_CODES } from 'node:http'
import { ForbiddenError } from '@casl/ability'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { FieldErrors } from '../../lib/errors.js'
import type { ErrorBody } from '../../lib/schemas/error.js'

/**
 * PostgreSQL refusing a value (out of range, not representable, bad text for its type): the input was wrong,
 * and a schema cannot always tell, so it is a 400. A safety net behind the input guard, which names the field.
 */
const VALUE_REFUSED = new Set([
  '22003',
  '22P02',
  '22021',
  '22P05',
  '22007',
  '22008',
  '2201W',
  '2201X',
  '22001',
  '22023',
])

/** node-postgres' own failures (no SQLSTATE): no connection within the timeout, a query unanswered, a dropped link. */
const DB_TIMEOUTS = /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated)/

const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
])

export function errorBody(
  statusCode: number,
  message: string,
  code: string,
  errors?: Record<string, string[]>,
): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code, ...(errors ? { errors } : {}) }
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const v of error.validation ?? []) {
    const missing = v.params as { missingProperty?: string; additionalProperty?: string }
    const field =
      missing.missingProperty ??
      missing.additionalProperty ??
      (v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body')
    ;(out[field] ??= []).push(
      missing.additionalProperty ? `unknown field "${missing.additionalProperty}"` : (v.message ?? 'is invalid'),
    )
  }
  return out
}

/**
 * @fastify/busboy's errors for a malformed stream (3.x: a missing boundary, data ending early in the stream or in a
 * part), known by message: their stack names busboy's files only where the code runs unbundled (a bundle, such as
 * the test processes', names its chunk). Any other error raised inside busboy still counts by its stack.
 */
const MULTIPART_PARSER_ERRORS =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/
const fromMultipartParser = (error: Error) =>
  MULTIPART_PARSER_ERRORS.test(error.message ?? '') || /[\\/]busboy[\\/]/.test(error.stack ?? '')

/** The one error handler: every error becomes the shared Error body; a 5xx never carries an internal message. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ForbiddenError) {
      return reply.code(403).send(errorBody(403, 'You are not allowed to do this', 'DEBRIEF_FORBIDDEN'))
    }
    if (error instanceof FieldErrors) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.code, error.errors))
    }
    if (error.validation) {
      const where = error.validationContext ?? 'request'
      return reply
        .code(400)
        .send(
          errorBody(
            400,
            `Invalid ${where}: ${error.message.replace(/^(body|querystring|params|headers)\/?/, '')}`,
            'DEBRIEF_VALIDATION',
            validationErrors(error),
          ),
        )
    }
    const pgCode = (error as { code?: string }).code
    if ((pgCode && DB_UNAVAILABLE.has(pgCode)) || DB_TIMEOUTS.test(error.message ?? '')) {
      request.log.error({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody(503, 'The database is unavailable; try again shortly', 'DEBRIEF_DB_UNAVAILABLE'))
    }
    // A database guard refusing a change for a reason its message explains (e.g. an organization with issued invoices).
    if (pgCode === 'DB409') return reply.code(409).send(errorBody(409, error.message, 'DEBRIEF_CONFLICT'))
    if (pgCode && VALUE_REFUSED.has(pgCode)) {
      request.log.warn({ err: error }, 'the database refused a value')
      return reply
        .code(400)
        .send(errorBody(400, 'A value in the request is out of range or not valid', 'DEBRIEF_INVALID_VALUE'))
    }
    // A malformed multipart stream makes its parser (busboy) throw a plain Error without a status: the client's
    // fault, on every upload route at once.
    if (!error.statusCode && request.isMultipart?.() && fromMultipartParser(error)) {
      return reply
        .code(400)
        .send(errorBody(400, `The upload is not valid multipart/form-data: ${error.message}`, 'DEBRIEF_BAD_MULTIPART'))
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(status).send(errorBody(status, 'Something went wrong on our side', 'DEBRIEF_INTERNAL'))
    }
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60')
    return reply.code(status).send(errorBody(status, error.message, error.code ?? `HTTP_${status}`))
  })

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]
    if (
      request.method === 'GET' &&
      app.webAppIndex &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/docs') &&
      // Not served on this port (no METRICS_TOKEN): a scraper gets a 404 it can read, not the web app's page.
      url !== '/metrics'
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${url} not found`, 'DEBRIEF_ROUTE_NOT_FOUND'))
  })
})
