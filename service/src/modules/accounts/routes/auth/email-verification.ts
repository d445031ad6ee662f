import createError from '@fastify/error'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { hashToken, newSecretToken } from '../../../../lib/secret-tokens.js'
import { findAccountByEmail } from '../../account-repository.js'
import {
  confirmAccountEmail,
  insertVerificationToken,
  lockVerificationToken,
  spendVerificationToken,
} from '../../email-verification-repository.js'
import { AcceptedSchema, EmailVerifiedSchema, ResendVerificationBody, VerifyEmailBody } from '../../schemas/auth.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { throttled } from '../../../../plugins/app/throttle.js'

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000

// One answer for unknown, used and expired links: a caller learns nothing about which tokens ever existed.
const InvalidVerificationLink = createError(
  'DEBRIEF_INVALID_VERIFICATION_TOKEN',
  'Invalid or expired verification link',
  400,
)

/**
 * Stores a new single-use verification token (hashed, 24 h) and mails its link. The link opens the public
 * verify-email screen, which posts the token back to POST /api/auth/verify-email.
 */
export async function sendVerificationMail(
  app: FastifyInstance,
  account: { id: string; email: string; full_name: string },
): Promise<void> {
  const { token, hash } = newSecretToken()
  await insertVerificationToken(app.db, account.id, hash, new Date(Date.now() + VERIFY_TTL_MS))
  const link = `${app.publicUrl}/pages/authentication/verify-email-v2?token=${token}`
  await app.mailer.send({
    to: account.email,
    subject: 'Confirm your Debrief e-mail address',
    text: `Hello ${account.full_name},\n\nOpen this link within 24 hours to confirm your e-mail address:\n${link}\n\nIf you did not create a Debrief account, ignore this mail.`,
  })
}

const emailVerification: FastifyPluginAsyncTypebox = async (app) => {
  // As for forgot-password: per client address; and per address mailed, so one inbox cannot be flooded.
  const perAddress = app.createRateLimit({
    max: 20,
    timeWindow: 900_000,
    keyGenerator: (r) => `verify-resend-ip:${r.ip}`,
  })
  const perEmail = app.createRateLimit({
    max: 5,
    timeWindow: 900_000,
    keyGenerator: (r) =>
      `verify-resend-email:${String((r.body as { email?: string } | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  })

  app.post(
    '/verify-email',
    {
      config: { public: true },
      schema: {
        operationId: 'verifyEmail',
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the mailed verification token',
        description: 'The token works once and for 24 hours. Unknown, used and expired tokens all answer the same 400.',
        security: [],
        body: VerifyEmailBody,
        response: { 200: EmailVerifiedSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      return app.db.transaction().execute(async (trx) => {
        const row = await lockVerificationToken(trx, hashToken(request.body.token))
        if (!row || row.used_at || row.expires_at.getTime() < Date.now()) throw new InvalidVerificationLink()
        await spendVerificationToken(trx, row.id)
        // A second valid link (after a resend) keeps the first confirmation time.
        const account = await confirmAccountEmail(trx, row.account_id)
        return { email: account.email, verifiedAt: account.email_verified_at!.toISOString() }
      })
    },
  )

  app.post(
    '/verify-email/resend',
    {
      config: { public: true },
      schema: {
        operationId: 'resendVerificationEmail',
        tags: ['auth'],
        summary: 'Mail a new e-mail verification link',
        description:
          'Always answers 202, whether or not the e-mail belongs to an account; a mail goes out only to an ' +
          'existing, enabled account that is not verified yet. Rate-limited per client address and per e-mail.',
        security: [],
        body: ResendVerificationBody,
        response: { 202: AcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAddress, perEmail], 'Too many verification mails requested')) return reply
      const account = await findAccountByEmail(app.db, request.body.email.trim())
      if (account && !account.disabled && !account.email_verified_at) await sendVerificationMail(app, account)
      return reply.code(202).send({})
    },
  )
}

export default emailVerification
