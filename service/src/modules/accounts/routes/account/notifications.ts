import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  NOTIFICATION_EVENTS,
  NotificationPreferencesSchema,
  type NotificationPreferences,
} from '../../schemas/notifications.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { saveNotificationPreferences } from '../../account-repository.js'
import { currentAccount, TAGS } from './current-account.js'

// What a new account gets: the things that need action by e-mail, everything in the app, the digest off the browser.
const DEFAULTS: NotificationPreferences = {
  'new-report': { email: true, browser: true, app: true },
  'analysis-failed': { email: true, browser: true, app: true },
  'meeting-reminder': { email: false, browser: true, app: true },
  'weekly-digest': { email: true, browser: false, app: false },
  billing: { email: true, browser: false, app: true },
}

/** Stored choices over the defaults, so an event added later starts with its default. */
function withDefaults(
  stored: Record<string, Partial<NotificationPreferences[keyof NotificationPreferences]>>,
): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { ...DEFAULTS[event], ...stored[event] }]),
  ) as NotificationPreferences
}

/** Notification tab. */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  const Preferences = Type.Ref(NotificationPreferencesSchema)

  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'getNotificationPreferences',
        tags: TAGS,
        summary: 'Your notification preferences',
        response: { 200: Preferences, ...errorResponses(401) },
      },
    },
    async (request) => withDefaults((await currentAccount(app, request)).notification_preferences),
  )

  app.put(
    '/notifications',
    {
      schema: {
        operationId: 'updateNotificationPreferences',
        tags: TAGS,
        summary: 'Save your notification preferences',
        description: 'The whole matrix: every event with its e-mail, browser and in-app switch.',
        body: Preferences,
        response: { 200: Preferences, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const account = await currentAccount(app, request)
      return withDefaults(await saveNotificationPreferences(app.db, account.id, request.body))
    },
  )
}

export default notifications
