import { Type, type TSchema } from '@sinclair/typebox'

export const Uuid = Type.String({ format: 'uuid' })
export const IdParams = Type.Object({ id: Uuid }, { additionalProperties: false })
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
export const IsoDateTime = Type.String({ format: 'date-time' })

/** Product list paging: strict (a bad value is a 400), unlike the sandbox's lenient strings. */
export const PagingQuery = {
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Integer({ minimum: 1, default: 1 }),
  itemsPerPage: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  orderBy: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' }),
}

export const NoContent = Type.Null({ description: 'No content' })
