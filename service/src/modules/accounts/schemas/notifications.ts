import { Type, type Static } from '@sinclair/typebox'

/** The events a person can be told about, and the channels for each (account settings, notification tab). */
export const NOTIFICATION_EVENTS = [
  'new-report',
  'analysis-failed',
  'meeting-reminder',
  'weekly-digest',
  'billing',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

const Channels = Type.Object(
  { email: Type.Boolean(), browser: Type.Boolean(), app: Type.Boolean() },
  { additionalProperties: false },
)

export const NotificationPreferencesSchema = Type.Object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, Channels])) as Record<
    NotificationEvent,
    typeof Channels
  >,
  { $id: 'NotificationPreferences', additionalProperties: false },
)
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>
