/**
 * Some answers are documented more precisely than the service writes them. A report's `content` is typed per kind in
 * the OpenAPI document (a union discriminated by `kind`, report-kinds/kind-unions.ts), but it is sent as stored:
 * serialized by the typed union, fast-json-stringify would choose the branch by validating every answer, put the
 * content's keys in the schema's order instead of the stored one, and drop or refuse fields of content written under
 * an older shape. So the serializer compiler writes those answers with their wire schema (the same fields, `kind` an
 * enum and `content` an open object), found by the documented schema's `$id`, as the root schema of a route or as a
 * shared schema it references. Response schemas are never validated, so nothing else sees the difference.
 */
type Schemas = Record<string, unknown>
type Builder<C, R> = (externalSchemas: unknown, options: unknown) => (route: R) => C

export function withWireSchemas<C, R extends object>(real: Builder<C, R>, wire: Schemas): Builder<C, R> {
  const ids = Object.keys(wire)
  if (!ids.length) return real
  return (externalSchemas, options) => {
    const shared = externalSchemas && typeof externalSchemas === 'object' ? (externalSchemas as Schemas) : undefined
    const compiler = real(shared ? { ...shared, ...pick(shared, wire) } : externalSchemas, options)
    return (route) => {
      const { schema } = route as { schema?: { $id?: unknown } }
      const id = typeof schema?.$id === 'string' ? schema.$id : undefined
      return compiler(id && Object.hasOwn(wire, id) ? { ...route, schema: wire[id] } : route)
    }
  }
}

/** The wire schemas of the documented ones the shared schemas hold. */
const pick = (shared: Schemas, wire: Schemas) =>
  Object.fromEntries(Object.keys(wire).flatMap((id) => (Object.hasOwn(shared, id) ? [[id, wire[id]]] : [])))
