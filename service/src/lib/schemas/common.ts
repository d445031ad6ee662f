import { Kind, Type, type SchemaOptions, type Static, type TSchema } from '@sinclair/typebox'

/**
 * A set of strings as `{type: 'string', enum}` rather than TypeBox's union of literals (`anyOf` of
 * `const`s). Both validate the same and both become a union type in OpenAPI clients, but an `anyOf`
 * makes the response serializer try each branch with a validator for every value it writes.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] })

/**
 * A value or null. A schema with one JSON type becomes `type: [that, 'null']`, which the serializer
 * checks with `=== null` (an `anyOf` would run the value's validator, formats included, per value);
 * other schemas (references, unions) stay an `anyOf` with null.
 */
export const Nullable = <T extends TSchema>(schema: T) => {
  if (typeof schema.type !== 'string') return Type.Union([schema, Type.Null()])
  const { [Kind]: _kind, ...plain } = schema as TSchema & Record<string, unknown>
  return Type.Unsafe<Static<T> | null>({ ...plain, type: [schema.type, 'null'] })
}

export const Uuid = Type.String({ format: 'uuid' })
export const IdParams = Type.Object({ id: Uuid }, { additionalProperties: false })
export const IsoDateTime = Type.String({ format: 'date-time' })

/** Product list paging: strict (a bad value is a 400), unlike the sandbox's lenient strings. */
export const PagingQuery = {
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Integer({ minimum: 1, default: 1 }),
  itemsPerPage: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  orderBy: StringEnum(['asc', 'desc'], { default: 'asc' }),
}

export const NoContent = Type.Null({ description: 'No content' })
