import { recordAudit } from '../../../audit/index.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../../lib/errors.js'
import { hashPassword, passwordProblems, verifyPassword } from '../../passwords.js'
import { updateAccount } from '../../account-repository.js'
import { revokeOtherSessions } from '../../sessions-repository.js'
import { ChangePasswordBody } from '../../schemas/profile.js'
import { MessageSchema } from '../../schemas/auth.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { throttled } from '../../../../plugins/app/throttle.js'
import { currentAccount, TAGS } from './current-account.js'

/** Security tab: a new password signs out every other session (a thief with an old session loses it). */
const password: FastifyPluginAsyncTypebox = async (app) => {
  // Guessing the current password from a stolen access token is as sensitive as guessing it at login.
  const perAccount = app.createRateLimit({
    max: app.config.LOGIN_LIMIT_PER_ACCOUNT,
    timeWindow: app.config.LOGIN_LIMIT_WINDOW_SECONDS * 1000,
    keyGenerator: (r) => `password-change:${r.user?.sub}`,
  })

  app.post(
    '/password',
    {
      config: { can: ['update', 'OwnAccount'] },
      schema: {
        operationId: 'changeAccountPassword',
        tags: TAGS,
        summary: 'Change your password',
        description:
          'Same rule as registration (at least 10 characters, not containing the e-mail). Other sessions are signed out.',
        body: ChangePasswordBody,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAccount], 'Too many password attempts')) return reply
      const account = await currentAccount(app, request)
      const { currentPassword, newPassword } = request.body
      if (!(await verifyPassword(account.password_hash, currentPassword)))
        throw new FieldErrors({ currentPassword: ['The current password is not right'] }, 'DEBRIEF_WRONG_PASSWORD')
      const problems = passwordProblems(newPassword, account.email, account.full_name)
      if (problems.length) throw new FieldErrors({ newPassword: problems }, 'DEBRIEF_WEAK_PASSWORD')
      const passwordHash = await hashPassword(newPassword)
      await app.db.transaction().execute(async (trx) => {
        await updateAccount(trx, account.id, { password_hash: passwordHash })
        await revokeOtherSessions(trx, account.id, request.user.sid)
        await recordAudit(trx, request, {
          kind: 'password-changed',
          orgId: account.org_id,
          actorEmail: account.email,
          target: account.id,
        })
      })
      return reply.send({ message: 'Your password has been changed; other sessions were signed out' })
    },
  )
}

export default password
