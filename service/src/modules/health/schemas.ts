import { Type } from '@sinclair/typebox'
import { StringEnum } from '../../lib/schemas/common.js'

export const HealthSchema = Type.Object(
  {
    status: StringEnum(['ok', 'degraded']),
    db: StringEnum(['up', 'down']),
    maintenance: Type.Boolean(),
  },
  { $id: 'Health', additionalProperties: false },
)
