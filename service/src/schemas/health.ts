import { Type } from '@sinclair/typebox'

export const HealthSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    db: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    maintenance: Type.Boolean(),
  },
  { $id: 'Health', additionalProperties: false },
)
