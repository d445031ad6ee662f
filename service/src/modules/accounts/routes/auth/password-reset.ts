import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../../lib/errors.js'
import { hashPassword, passwordProblems } from '../../passwords.js'
import { hashToken, newSecretToken } from '../../../../lib/secret-tokens.js'
import { findAccountByEmail, updateAccount } from '../../account-repository.js'
import {
  insertResetToken,
  lockResetToken,
  markEmailVerified,
  spendResetTokens,
} from '../../password-reset-repository.js'
import { revokeAccountSessions } from '../../session-repository.js'
import { ForgotPasswordBody, MessageSchema, ResetPasswordBody } from '../../schemas/auth.js'
import { errorResponses } from '../../../../lib/schemas/error.js'

import { throttled } from '../../../../plugins/app/throttle.js'
import { recordAudit } from '../../../audit/index.js'
const RESET_TTL_MS = 60 * 60 * 1000
/** Reset mails one address may receive per window, whoever asks and from wherever (a mailbox is not a target). */
const PER_RECIPIENT = 3
const RECIPIENT_WINDOW_MS = 15 * 60 * 1000

const passwordReset: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = app.createRateLimit({ max: 20, timeWindow: 900_000, keyGenerator: (r) => `forgot-ip:${r.ip}` })
  // Counted on the address as typed (normalized), account or not: the answer reveals nothing about accounts.
  const perRecipient = app.createRateLimit({
    max: PER_RECIPIENT,
    timeWindow: RECIPIENT_WINDOW_MS,
    keyGenerator: (r) =>
      `forgot-email:${String((r.body as { email?: string } | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  })

  app.post(
    '/forgot-password',
    {
      config: { public: true },
      schema: {
        operationId: 'forgotPassword',
        tags: ['auth'],
        summary: 'Mail a single-use password reset link',
        description: 'Always answers 202, whether or not the e-mail belongs to an account.',
        security: [],
        body: ForgotPasswordBody,
        response: { 202: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAddress], 'Too many reset requests from this address')) return reply
      if (await throttled(request, reply, [perRecipient], 'Too many reset mails for this address')) return reply
      const account = await findAccountByEmail(app.db, request.body.email.trim())
      if (account && !account.disabled) {
        const { token, hash } = newSecretToken()
        await insertResetToken(app.db, account.id, hash, new Date(Date.now() + RESET_TTL_MS))
        const link = `${app.publicUrl}/reset-password?token=${token}`
        await app.mailer.send({
          to: account.email,
          subject: 'Reset your Debrief password',
          text: `Hello ${account.full_name},\n\nOpen this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
        })
      }
      return reply.code(202).send({ message: 'If an account uses this email, a reset link is on its way' })
    },
  )

  app.post(
    '/reset-password',
    {
      config: { public: true },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Choose a new password with a reset (or invitation) token',
        description: 'The token works once; every session of the account is signed out.',
        security: [],
        body: ResetPasswordBody,
        response: { 200: MessageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { token, password } = request.body
      const passwordHash = await hashPassword(password)
      await app.db.transaction().execute(async (trx) => {
        const row = await lockResetToken(trx, hashToken(token))
        if (!row || row.used_at || row.expires_at.getTime() < Date.now()) {
          throw new FieldErrors(
            { token: ['This reset link is invalid or has expired; ask for a new one'] },
            'DEBRIEF_INVALID_RESET_TOKEN',
          )
        }
        const problems = passwordProblems(password, row.email, row.full_name)
        if (problems.length) throw new FieldErrors({ password: problems }, 'DEBRIEF_WEAK_PASSWORD')
        await spendResetTokens(trx, row.account_id)
        await updateAccount(trx, row.account_id, { password_hash: passwordHash })
        await markEmailVerified(trx, row.account_id)
        await revokeAccountSessions(trx, row.account_id)
        await recordAudit(trx, request, {
          kind: 'password-reset',
          orgId: row.org_id,
          actorId: row.account_id,
          actorEmail: row.email,
          target: row.account_id,
        })
      })
      return { message: 'Your password has been changed; sign in with it' }
    },
  )
}

export default passwordReset
