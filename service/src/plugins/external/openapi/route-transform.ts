/**
 * What @fastify/swagger sees of a route, adjusted for the document only (validation and serialization keep the
 * route's own schema):
 * - a response whose schema is a shared one (it has an `$id`) is written as a reference to that component instead
 *   of a copy of it;
 * - every response gets a description: the schema's own, else what the status means for this operation;
 * - every operation gets a description: its own, followed by who may call it;
 * - `produces` (CSV, PDF, event streams) applies to the success answers only: errors are sent as JSON and declared so.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route schemas are whatever TypeBox and routes wrote
type Schema = Record<string, any>
interface RouteLike {
  method: string | string[]
  config?: { public?: boolean; can?: [string, string] }
}

const SUCCESS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work goes on in the background',
  204: 'Done; no body',
  206: 'Partial content: the requested byte range',
}

export function transformRoute({
  schema,
  url,
  route,
  openapiObject,
}: {
  schema?: Schema
  url: string
  route: RouteLike
  openapiObject: Schema
}) {
  if (!schema) return { schema, url }
  const components: Schema = openapiObject.components?.schemas ?? {}
  const out: Schema = { ...schema, description: describeOperation(schema, route) }
  const produces: string[] | undefined = schema.produces
  delete out.produces
  if (schema.response) {
    out.response = Object.fromEntries(
      Object.entries<Schema>(schema.response).map(([status, response]) => [
        status,
        documentResponse(status, response, components, schema.summary, /^2/.test(status) ? produces : undefined),
      ]),
    )
  }
  return { schema: out, url }
}

function documentResponse(
  status: string,
  response: Schema,
  components: Schema,
  summary: string | undefined,
  produces?: string[],
) {
  if (response.content) return response
  const { $id: id, description, ...rest } = response
  // Only a shared schema (registered with addSchema) is a component; a route's own `$id` stays inline.
  const $id = typeof id === 'string' && components[id] ? id : undefined
  const body = $id ? { $ref: $id } : typeof id === 'string' ? response : rest
  const text: string = description ?? successDescription(status, $id, summary)
  if (response.type === 'null') return { ...rest, description: text }
  return { description: text, content: Object.fromEntries((produces ?? ['application/json']).map((t) => [t, { schema: body }])) }
}

/** "OK: the meeting page" from the component's name, or the operation's summary for an answer of its own shape. */
function successDescription(status: string, id: unknown, summary: string | undefined): string {
  const phrase = SUCCESS[status] ?? `Status ${status}`
  if (typeof id === 'string') return `${phrase}: the ${words(id)}`
  return summary ? `${phrase}: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}` : phrase
}

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()

function describeOperation(schema: Schema, route: RouteLike): string {
  const own: string | undefined = schema.description
  const access = route.config?.public
    ? 'No sign-in needed.'
    : route.config?.can
      ? `Needs a bearer token whose role may \`${route.config.can[0]}\` \`${route.config.can[1]}\`.`
      : 'Needs a bearer token (any role).'
  const limited = schema.response?.[429] ? ' Rate-limited: over the limit it answers 429 with Retry-After.' : ''
  const first = own ?? `${schema.summary ?? ''}.`
  return `${first.trim()}\n\n${access}${limited}`
}
