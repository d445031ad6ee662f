import type { FastifyPluginAsync } from 'fastify'
import avatar from './avatar.js'
import notifications from './notifications.js'
import organization from './organization.js'
import password from './password.js'
import profile from './profile.js'
import sessions from './sessions.js'
import twoStep from './two-step.js'

/**
 * /api/account: the signed-in account's own settings, by tab (account, security, billing-plans, notification,
 * connection). Signing in is the only permission: every route acts on the token's own account.
 */
const account: FastifyPluginAsync = async (app) => {
  await app.register(profile)
  await app.register(avatar)
  await app.register(password)
  await app.register(sessions)
  await app.register(twoStep)
  await app.register(notifications)
  await app.register(organization)
}

export default account
