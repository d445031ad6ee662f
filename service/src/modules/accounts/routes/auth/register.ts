import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../../lib/errors.js'
import { hashPassword, passwordProblems } from '../../passwords.js'
import { findAccount, findAccountByEmail, insertAccount } from '../../account-repository.js'
import { createOrganization } from '../../organization-repository.js'
import { createSession } from '../../session-repository.js'
import { RegisterBody, SessionSchema } from '../../schemas/auth.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { throttled } from '../../../../plugins/app/throttle.js'
import { sendVerificationMail } from './email-verification.js'
import { sessionAnswer, setRefreshCookie } from './issue-session.js'

const register: FastifyPluginAsyncTypebox = async (app) => {
  const perAddress = app.createRateLimit({ max: 20, timeWindow: 3600_000, keyGenerator: (r) => `register-ip:${r.ip}` })

  app.post(
    '/register',
    {
      config: { public: true },
      schema: {
        operationId: 'register',
        tags: ['auth'],
        summary: 'Create a client account in a new organization, and sign it in',
        description:
          "plan sets the new organization's plan (basic when left out; invoiced after sign-up, no payment is taken here). Also mails an e-mail verification link (POST /api/auth/verify-email); signing in does not wait for it.",
        security: [],
        body: RegisterBody,
        response: { 201: SessionSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAddress], 'Too many registrations from this address')) return reply
      const { fullName, password } = request.body
      const email = request.body.email.trim()
      const problems = passwordProblems(password, email, fullName)
      if (problems.length) throw new FieldErrors({ password: problems }, 'DEBRIEF_WEAK_PASSWORD')
      if (await findAccountByEmail(app.db, email))
        throw new FieldErrors({ email: ['This email is already registered'] }, 'DEBRIEF_EMAIL_TAKEN', 409)
      const passwordHash = await hashPassword(password)
      const accountId = await app.db
        .transaction()
        .execute(async (trx) => {
          const org = await createOrganization(
            trx,
            request.body.organizationName?.trim() || `${fullName.trim()}'s organization`,
            undefined,
            request.body.plan,
          )
          const { id } = await insertAccount(trx, {
            org_id: org.id,
            email,
            full_name: fullName.trim(),
            role: 'client',
            password_hash: passwordHash,
            avatar: null,
            home_path: null,
            totp_secret: null,
            last_sign_in_at: null,
          })
          return id
        })
        .catch((error: { code?: string }) => {
          // Two registrations racing for one e-mail: the unique index decides.
          if (error.code === '23505')
            throw new FieldErrors({ email: ['This email is already registered'] }, 'DEBRIEF_EMAIL_TAKEN', 409)
          throw error
        })
      const account = (await findAccount(app.db, accountId, null))!
      // The account exists either way: a failed mail must not fail the registration (the user can ask for a new link).
      await sendVerificationMail(app, account).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not store the verification mail'),
      )
      const { sessionId, refreshToken } = await createSession(
        app.db,
        account.id,
        request.headers['user-agent'] ?? null,
        request.ip,
      )
      setRefreshCookie(app, request, reply, refreshToken)
      return reply.code(201).send(sessionAnswer(app, account, sessionId))
    },
  )
}

export default register
