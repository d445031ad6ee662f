import createError from '@fastify/error'

/** Domain errors: a code with one prefix and a status; the error handler answers them as the shared Error body. */
export const NotFoundError = createError('DEBRIEF_NOT_FOUND', '%s', 404)
export const ConflictError = createError('DEBRIEF_CONFLICT', '%s', 409)
export const BadRequestError = createError('DEBRIEF_BAD_REQUEST', '%s', 400)
export const ForbiddenActionError = createError('DEBRIEF_FORBIDDEN', '%s', 403)
export const UnauthorizedError = createError('DEBRIEF_UNAUTHORIZED', '%s', 401)
export const ServiceUnavailableError = createError('DEBRIEF_UNAVAILABLE', '%s', 503)

/** A 400 whose body carries messages by form field, e.g. `{errors: {email: ['Invalid email or password']}}`. */
export class FieldErrors extends Error {
  statusCode = 400
  code: string
  constructor(
    public errors: Record<string, string[]>,
    code = 'DEBRIEF_INVALID_FIELDS',
    statusCode = 400,
  ) {
    super(Object.values(errors).flat()[0] ?? 'Invalid input')
    this.code = code
    this.statusCode = statusCode
  }
}
