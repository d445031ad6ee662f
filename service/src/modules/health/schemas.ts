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

export const LivenessSchema = Type.Object(
  { status: StringEnum(['ok']) },
  { $id: 'Liveness', additionalProperties: false, description: 'The process answers; says nothing of the database' },
)

export const ReadinessSchema = Type.Object(
  {
    status: StringEnum(['ready', 'not-ready']),
    db: StringEnum(['up', 'down']),
    migrations: StringEnum(['done', 'pending', 'unknown'], {
      description: 'unknown while the database does not answer',
    }),
    draining: Type.Boolean({ description: 'true from SIGTERM on: the instance wants no new traffic' }),
  },
  { $id: 'Readiness', additionalProperties: false },
)
