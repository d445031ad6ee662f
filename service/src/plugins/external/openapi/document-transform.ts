import { ERROR_DESCRIPTIONS } from '../../../lib/schemas/error.js'
import { TAGS } from './tags.js'

/**
 * The whole document once @fastify/swagger has written it:
 * - a query parameter with a default is optional for the caller (the service fills it in), whatever `required` says
 *   in the TypeBox object that validation uses;
 * - the shared error answers are named components (`#/components/responses/...`) referenced by every operation, the
 *   429 one with the rate-limit headers the service sends;
 * - the tags are declared, with descriptions.
 */
interface Response {
  $ref?: string
  description?: string
  content?: Record<string, { schema?: { $ref?: string } }>
  headers?: object
}
interface Operation {
  tags?: string[]
  parameters?: { in: string; required?: boolean; schema?: { default?: unknown } }[]
  responses?: Record<string, Response>
}
interface Doc {
  paths?: Record<string, Record<string, Operation | undefined>>
  components?: Record<string, unknown>
  tags?: { name: string; description: string }[]
}
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** Component names of the shared error answers, by status. */
const ERROR_NAMES: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  402: 'PaymentRequired',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
}

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed in the window', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window (0 on a 429)', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
}

export function transformDocument({ openapiObject }: { openapiObject: Doc }): Doc {
  const doc = openapiObject
  const responses: Record<string, Response> = {}
  const used = new Set<string>()
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      for (const parameter of op.parameters ?? [])
        if (parameter.in === 'query' && parameter.schema?.default !== undefined) parameter.required = false
      for (const tag of op.tags ?? []) used.add(tag)
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const name = sharedErrorName(status, response)
        if (!name) continue
        responses[name] ??= {
          ...response,
          ...(status === '429' ? { headers: RATE_LIMIT_HEADERS } : {}),
        }
        op.responses![status] = { $ref: `#/components/responses/${name}` }
      }
    }
  }
  const undeclared = [...used].filter((tag) => !TAGS.some((t) => t.name === tag))
  if (undeclared.length) throw new Error(`OpenAPI tags without a description in openapi/tags.ts: ${undeclared}`)
  const order = Object.keys(ERROR_NAMES).map((s) => ERROR_NAMES[s])
  doc.components = {
    ...doc.components,
    responses: Object.fromEntries(order.filter((n) => responses[n]).map((n) => [n, responses[n]])),
  }
  doc.tags = TAGS.filter((t) => used.has(t.name))
  return doc
}

/** The component name when this answer is the shared Error body with the status's usual description. */
function sharedErrorName(status: string, response: Response): string | undefined {
  const name = ERROR_NAMES[status]
  if (!name || response.description !== ERROR_DESCRIPTIONS[status as unknown as keyof typeof ERROR_DESCRIPTIONS])
    return undefined
  const content = Object.entries(response.content ?? {})
  const isError = content.length === 1 && content[0][0] === 'application/json'
  return isError && content[0][1].schema?.$ref === '#/components/schemas/Error' ? name : undefined
}
