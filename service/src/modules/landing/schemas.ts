import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, StringEnum, Uuid } from '../../lib/schemas/common.js'

const Activity = Type.Object(
  {
    type: StringEnum(['meeting-created', 'report-ready', 'report-failed', 'share-created'] as const),
    id: Uuid,
    title: Type.String(),
    at: IsoDateTime,
    link: StringEnum(['meeting', 'report'] as const, { description: 'Which screen `id` opens' }),
  },
  { additionalProperties: false },
)

/** The signed-in landing's numbers and what happened lately, all computed by PostgreSQL in one statement. */
export const LandingSchema = Type.Object(
  {
    meetingsThisWeek: Type.Integer({ minimum: 0, description: 'Meetings scheduled in the current ISO week (UTC)' }),
    reportsReady: Type.Integer({ minimum: 0 }),
    analysesRunning: Type.Integer({ minimum: 0, description: 'Queued or running' }),
    openShareLinks: Type.Integer({ minimum: 0, description: 'Not revoked and not expired' }),
    recent: Type.Array(Activity, { maxItems: 8 }),
  },
  { additionalProperties: false },
)
export type Landing = Static<typeof LandingSchema>
