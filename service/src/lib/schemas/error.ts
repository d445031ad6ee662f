import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** The one error body of every /api route. */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String({ description: 'HTTP reason phrase' }),
    message: Type.String(),
    code: Type.String({ description: 'Stable machine-readable code' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Messages keyed by form field' }),
    ),
  },
  { $id: 'Error', additionalProperties: false },
)
export type ErrorBody = Static<typeof ErrorSchema>

const ErrorRef = Type.Ref(ErrorSchema)
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503

export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad input',
  401: 'Not signed in, or the token is invalid or expired',
  402: 'Over the budget’s hard cap or the plan’s limit',
  403: 'The role lacks the ability',
  404: 'Not found, or owned by another organization',
  409: 'Conflict with the current state',
  410: 'Gone: the link was revoked or has expired',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests; see Retry-After',
  503: 'Maintenance mode or database unavailable',
}

/** Response entries for the error statuses a route can answer, all with the shared Error schema. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, TSchema> {
  const out = {} as Record<S, TSchema>
  for (const status of statuses)
    out[status] = Type.Ref(ErrorSchema, { description: ERROR_DESCRIPTIONS[status] }) as TSchema
  return out
}

export { ErrorRef }
