import { recordAudit } from '../../../audit/index.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../../lib/errors.js'
import { verifyPassword } from '../../passwords.js'
import { findAccountByEmail } from '../../account-repository.js'
import { createSession } from '../../session-repository.js'
import { LoginBody, SessionSchema } from '../../schemas/auth.js'
import { TwoStepChallengeSchema } from '../../schemas/two-step.js'
import { createChallenge } from '../../two-step-repository.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { errorBody } from '../../../../plugins/app/errors.js'
import { throttled } from '../../../../plugins/app/throttle.js'
import { sessionAnswer, setRefreshCookie } from './issue-session.js'

const INVALID = { email: ['Invalid email or password'] }

const login: FastifyPluginAsyncTypebox = async (app) => {
  const { LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS, LOGIN_LIMIT_WINDOW_SECONDS } = app.config
  const window = LOGIN_LIMIT_WINDOW_SECONDS * 1000
  const perAddress = app.createRateLimit({
    max: LOGIN_LIMIT_PER_ADDRESS,
    timeWindow: window,
    keyGenerator: (r) => `login-ip:${r.ip}`,
  })
  const perAccount = app.createRateLimit({
    max: LOGIN_LIMIT_PER_ACCOUNT,
    timeWindow: window,
    keyGenerator: (r) =>
      `login-account:${String((r.body as { email?: string } | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  })

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Sets the rotating refresh token as an httpOnly cookie. Rate-limited per account and per client address. ' +
          'With two-step sign-in on, answers 202 with a challenge instead: finish with POST /api/auth/two-steps.',
        security: [],
        body: LoginBody,
        response: { 201: SessionSchema, 202: TwoStepChallengeSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim()
      if (await throttled(request, reply, [perAddress, perAccount], 'Too many sign-in attempts')) {
        const locked = await findAccountByEmail(app.db, email)
        await recordAudit(app.db, request, {
          kind: 'sign-in-locked',
          orgId: locked?.org_id ?? null,
          actorId: locked?.id ?? null,
          target: email.toLowerCase().slice(0, 254),
        })
        return reply
      }
      const account = await findAccountByEmail(app.db, email)
      const valid = await verifyPassword(account?.password_hash ?? null, request.body.password)
      if (!account || !valid) {
        await recordAudit(app.db, request, {
          kind: 'sign-in-failed',
          orgId: account?.org_id ?? null,
          actorId: account?.id ?? null,
          target: email.toLowerCase().slice(0, 254),
        })
        throw new FieldErrors(INVALID, 'DEBRIEF_INVALID_CREDENTIALS')
      }
      if (account.disabled)
        return reply
          .code(403)
          .send(errorBody(403, 'This account is disabled; ask your administrator', 'DEBRIEF_ACCOUNT_DISABLED'))
      if (account.totp_enabled) {
        const { challenge, expiresAt } = await createChallenge(app.db, account.id)
        return reply.code(202).send({ twoStepRequired: true as const, challenge, expiresAt: expiresAt.toISOString() })
      }
      const { sessionId, refreshToken } = await createSession(
        app.db,
        account.id,
        request.headers['user-agent'] ?? null,
        request.ip,
      )
      setRefreshCookie(app, request, reply, refreshToken)
      await recordAudit(app.db, request, {
        kind: 'sign-in',
        orgId: account.org_id,
        actorId: account.id,
        actorEmail: account.email,
        target: account.id,
      })
      return reply.code(201).send(sessionAnswer(app, account, sessionId))
    },
  )
}

export default login
